import { ProForm, ProFormDatePicker, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { PROJECT_CURRENCIES, PROJECT_STAGES, PROJECT_TEAM_MAX, PROJECT_UNITS_MAX } from '@shared/project';
import EntityModalForm from '@/components/EntityModalForm';
import { createProject, queryProjectCategories, queryScheduleFlows, updateProject } from '@/services/portal/project';
import { useT } from '@/utils/i18n';
import CompanySelect from '../company/components/CompanySelect';
import IndustrySelect from '../company/components/IndustrySelect';
import UserSelect from '../workflow/UserSelect';
import { categoryTree, type CategoryNode, type Flow, type ProjectDetail } from './types';
import UnitSelect from './UnitSelect';

type Values = {
  name: string;
  categoryId: number;
  companyId?: number;
  industryCode?: string;
  investmentAmount?: number;
  currency: (typeof PROJECT_CURRENCIES)[number];
  landArea?: number;
  floorArea?: number;
  stage: (typeof PROJECT_STAGES)[number];
  ownerId?: number;
  teamIds?: number[];
  unitIds?: number[];
  flowId?: number;
  scheduleStart?: string;
  remark?: string;
};

const FIELDS = [
  'name',
  'categoryId',
  'companyId',
  'industryCode',
  'investmentAmount',
  'currency',
  'landArea',
  'floorArea',
  'stage',
  'ownerId',
  'teamIds',
  'unitIds',
  'flowId',
  'scheduleStart',
  'remark',
  'clueId',
];

/** The categories and flows a project is filed and scheduled by (read once per form). */
function useChoices() {
  const [tree, setTree] = useState<CategoryNode[]>([]);
  const [flows, setFlows] = useState<Flow[]>([]);
  useEffect(() => {
    queryProjectCategories().then(
      (res) => setTree(categoryTree(res.data.list)),
      () => undefined,
    );
    queryScheduleFlows().then(
      (res) => setFlows(res.data.list),
      () => undefined,
    );
  }, []);
  return { tree, flows };
}

/**
 * A new project or a change of one; with `clueId`, a signed clue converted into a project (the server fills what is
 * left empty from the clue). The server's refusals show under their fields.
 */
export default function ProjectForm({
  project,
  clueId,
  defaults,
  onClose,
  onSaved,
}: {
  project?: ProjectDetail;
  clueId?: number;
  defaults?: Partial<Values>;
  onClose: () => void;
  onSaved: (saved: ProjectDetail) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const { tree, flows } = useChoices();
  const select = t('project.select');
  const initial: Partial<Values> = project
    ? {
        name: project.name,
        categoryId: project.categoryId,
        companyId: project.companyId ?? undefined,
        industryCode: project.industryCode ?? undefined,
        investmentAmount: project.investmentAmount ?? undefined,
        currency: project.currency,
        landArea: project.landArea ?? undefined,
        floorArea: project.floorArea ?? undefined,
        stage: project.stage,
        ownerId: project.ownerId ?? undefined,
        teamIds: project.team.map((m) => m.id),
        unitIds: project.units.map((u) => u.id),
        flowId: project.flowId ?? undefined,
        remark: project.remark ?? undefined,
      }
    : { currency: 'CNY', stage: clueId ? 'landing' : 'intent', teamIds: [], unitIds: [], ...defaults };
  return (
    <EntityModalForm<Values, ProjectDetail>
      form={form}
      title={t(project ? 'project.edit' : clueId ? 'project.convert.title' : 'project.create')}
      width={800}
      grid
      rowProps={{ gutter: 16 }}
      initialValues={initial}
      fieldNames={FIELDS}
      save={async (v, options) => {
        const body = {
          name: v.name?.trim(),
          categoryId: v.categoryId,
          companyId: v.companyId ?? null,
          industryCode: v.industryCode || null,
          investmentAmount: v.investmentAmount ?? null,
          currency: v.currency,
          landArea: v.landArea ?? null,
          floorArea: v.floorArea ?? null,
          stage: v.stage,
          ownerId: v.ownerId ?? null,
          teamIds: v.teamIds ?? [],
          unitIds: v.unitIds ?? [],
          flowId: v.flowId ?? null,
          scheduleStart: v.scheduleStart || null,
          remark: v.remark || null,
        };
        return project
          ? (await updateProject({ ...body, id: project.id, name: v.name.trim() }, options)).data
          : (await createProject({ ...body, clueId }, options)).data;
      }}
      successMessage={t('project.saved')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="name"
        label={t('project.name')}
        colProps={{ span: 16 }}
        fieldProps={{ maxLength: 100 }}
        rules={clueId ? [] : [{ required: true, whitespace: true, min: 2 }]}
      />
      <ProForm.Item name="categoryId" label={t('project.category')} colProps={{ span: 8 }} rules={[{ required: true }]}>
        <TreeSelect treeData={tree} treeDefaultExpandAll placeholder={select} aria-label={t('project.category')} />
      </ProForm.Item>
      <ProForm.Item name="companyId" label={t('project.company')} colProps={{ span: 12 }}>
        <CompanySelect
          allowClear
          placeholder={select}
          initial={project?.companyId && project.companyName ? { value: project.companyId, label: project.companyName } : undefined}
        />
      </ProForm.Item>
      <ProForm.Item name="industryCode" label={t('project.industry')} colProps={{ span: 12 }}>
        <IndustrySelect allowClear placeholder={select} />
      </ProForm.Item>
      <ProFormDigit name="investmentAmount" label={t('project.investmentAmount')} colProps={{ span: 8 }} min={0} max={1_000_000_000} />
      <ProFormSelect
        name="currency"
        label={t('project.currency')}
        colProps={{ span: 4 }}
        options={PROJECT_CURRENCIES.map((c) => ({ value: c, label: c }))}
        rules={[{ required: true }]}
      />
      <ProFormDigit name="landArea" label={t('project.landArea')} colProps={{ span: 6 }} min={0} max={100_000_000} />
      <ProFormDigit name="floorArea" label={t('project.floorArea')} colProps={{ span: 6 }} min={0} max={100_000_000} />
      <ProFormSelect
        name="stage"
        label={t('project.stage')}
        colProps={{ span: 8 }}
        options={PROJECT_STAGES.map((s) => ({ value: s, label: t(`project.stage.${s}`) }))}
        rules={[{ required: true }]}
      />
      <ProForm.Item name="ownerId" label={t('project.owner')} colProps={{ span: 8 }}>
        <UserSelect known={project?.ownerId && project.ownerName ? [{ id: project.ownerId, name: project.ownerName }] : []} />
      </ProForm.Item>
      <ProForm.Item name="teamIds" label={t('project.team')} colProps={{ span: 8 }}>
        <UserSelect mode="multiple" maxCount={PROJECT_TEAM_MAX} known={project?.team ?? []} />
      </ProForm.Item>
      <ProForm.Item name="unitIds" label={t('project.units')} colProps={{ span: 24 }}>
        <UnitSelect
          maxCount={PROJECT_UNITS_MAX}
          placeholder={t('project.units.placeholder')}
          known={(project?.units ?? []).map((u) => ({ value: u.id, label: `${u.code}（${u.building} ${u.floor}F，${u.usableArea} m²）` }))}
        />
      </ProForm.Item>
      <ProFormSelect name="flowId" label={t('project.flow')} colProps={{ span: 12 }} allowClear options={flows.map((f) => ({ value: f.id, label: f.name }))} />
      <ProFormDatePicker name="scheduleStart" label={t('project.scheduleStart')} colProps={{ span: 12 }} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProFormTextArea name="remark" label={t('project.remark')} colProps={{ span: 24 }} fieldProps={{ maxLength: 2000, rows: 2 }} />
    </EntityModalForm>
  );
}
