import { useIntl } from '@umijs/max';
import { Alert, Checkbox, Form, Input, Modal, Radio, Select, TreeSelect, type TreeSelectProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { POLICY_LEVELS, SUPPORT_TYPES, levelLabel, supportTypeLabel } from '@/components/PolicyCard/labels';
import { refusalOf } from '@/components/VisitorAuth/refusal';
import type { AreaNode, PolicyLevel } from '@/models/policy';
import { policyAreaDict, policyDepartments, policyTagDetailList, policyTagList } from '@/services/portal/policy';
import { visitorSubscribe } from '@/services/portal/visitor';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import { useAntdApp } from '@/components/AntdApp';

export type SubscriptionDraft = { tagIds?: number[]; departmentIds?: number[] };
type Values = {
  tagIds: number[];
  departmentIds: number[];
  levels: PolicyLevel[];
  regionCodes: string[];
  supportTypes: string[];
  keyword?: string;
  channels: ('inApp' | 'email')[];
  rhythm: 'immediate' | 'daily' | 'weekly';
};
type TagNode = NonNullable<TreeSelectProps['treeData']>[number] & { id: number; pId: number; value: number; title: string; isLeaf: boolean };
type Department = DataOf<typeof policyDepartments>[number];

const toRegionTree = (nodes: AreaNode[]): TreeSelectProps['treeData'] =>
  nodes.map((n) => ({ value: n.code, title: n.name, children: n.children?.length ? toRegionTree(n.children) : undefined }));

/**
 * A new policy subscription: tags (a big tag covers its small ones), issuing offices, levels, regions,
 * support types and a keyword; a policy must meet every part filled in. Then how (site notice, e-mail) and
 * when (at once, daily or weekly digest). `draft` pre-fills it (from a policy's "subscribe").
 */
export default function SubscriptionForm({
  draft,
  hasEmail,
  onClose,
  onSaved,
}: {
  draft?: SubscriptionDraft;
  hasEmail: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const { modal } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const [tags, setTags] = useState<TagNode[]>([]);
  const [departments, setDepartments] = useState<Department[]>([]);
  const [areas, setAreas] = useState<AreaNode[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const big = policyTagList({ skipErrorHandler: true }).then((res) =>
      res.data.map((tag) => ({ id: tag.id, pId: 0, value: tag.id, title: tag.name, isLeaf: tag.childCount === 0 } as TagNode)),
    );
    // A draft's small tags: their big tags' lists load at once, so the names show.
    big
      .then(async (bigTags) => {
        const wanted = (draft?.tagIds ?? []).filter((id) => !bigTags.some((b) => b.id === id));
        const parents = wanted.length ? bigTags.filter((b) => !b.isLeaf) : [];
        const small = await Promise.all(parents.map((p) => policyTagDetailList({ parentId: p.id }, { skipErrorHandler: true }).then((r) => r.data)));
        setTags([...bigTags, ...small.flat().map((tag) => ({ id: tag.id, pId: tag.parentId ?? 0, value: tag.id, title: tag.name, isLeaf: true } as TagNode))]);
      })
      .catch(() => undefined);
    policyDepartments({ skipErrorHandler: true })
      .then((res) => setDepartments(res.data))
      .catch(() => undefined);
    policyAreaDict({ skipErrorHandler: true })
      .then((res) => setAreas(res.data))
      .catch(() => undefined);
  }, [draft]);

  const loadSmallTags: TreeSelectProps['loadData'] = async (node) => {
    const parentId = Number(node.value);
    if (tags.some((tag) => tag.pId === parentId)) return;
    const res = await policyTagDetailList({ parentId }, { skipErrorHandler: true });
    setTags((list) => [...list, ...res.data.map((tag) => ({ id: tag.id, pId: parentId, value: tag.id, title: tag.name, isLeaf: true } as TagNode))]);
  };
  const regionTree = useMemo(() => toRegionTree(areas), [areas]);

  const submit = async ({ channels, rhythm, keyword, ...criteria }: Values) => {
    if (![criteria.tagIds, criteria.departmentIds, criteria.levels, criteria.regionCodes, criteria.supportTypes].some((l) => l?.length) && !keyword?.trim()) {
      form.setFields([{ name: 'tagIds', errors: [t('userCentre.subscribe.chooseOne')] }]);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await visitorSubscribe({ criteria: { ...criteria, keyword: keyword?.trim() || undefined }, channels, rhythm }, { skipErrorHandler: true });
      modal.success({
        title: res.data.created ? t('userCentre.subscribe.created') : t('userCentre.subscribe.exists'),
        content: intl.locale === 'en-US' ? res.data.descriptionEn : res.data.description,
      });
      onSaved();
      onClose();
    } catch (err) {
      const refusal = refusalOf(err, t('visitor.failed'));
      if (refusal.field && refusal.field in form.getFieldsValue()) form.setFields([{ name: refusal.field as keyof Values, errors: [refusal.message] }]);
      else setError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('userCentre.subscribe.new')}
      okText={t('userCentre.subscribe.save')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          tagIds: draft?.tagIds ?? [],
          departmentIds: draft?.departmentIds ?? [],
          levels: [],
          regionCodes: [],
          supportTypes: [],
          channels: hasEmail ? ['inApp', 'email'] : ['inApp'],
          rhythm: 'immediate',
        }}
      >
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('userCentre.subscribe.hint')} />
        {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} />}
        <Form.Item name="tagIds" label={t('userCentre.subscribe.tags')}>
          <TreeSelect
            multiple
            treeDataSimpleMode
            treeData={tags}
            loadData={loadSmallTags}
            treeNodeFilterProp="title"
            showSearch
            allowClear
            placeholder={t('userCentre.subscribe.tags.placeholder')}
            maxCount={20}
          />
        </Form.Item>
        <Form.Item name="departmentIds" label={t('userCentre.subscribe.departments')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            maxCount={20}
            placeholder={t('userCentre.subscribe.departments.placeholder')}
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
        <Form.Item name="levels" label={t('userCentre.subscribe.levels')}>
          <Checkbox.Group options={POLICY_LEVELS.map((l) => ({ value: l, label: levelLabel(intl, l) }))} />
        </Form.Item>
        <Form.Item name="regionCodes" label={t('userCentre.subscribe.regions')} extra={t('userCentre.subscribe.regions.hint')}>
          <TreeSelect
            multiple
            treeData={regionTree}
            treeNodeFilterProp="title"
            showSearch
            allowClear
            maxCount={10}
            placeholder={t('userCentre.subscribe.regions.placeholder')}
          />
        </Form.Item>
        <Form.Item name="supportTypes" label={t('userCentre.subscribe.supportTypes')}>
          <Checkbox.Group options={SUPPORT_TYPES.map((s) => ({ value: s, label: supportTypeLabel(intl, s) }))} />
        </Form.Item>
        <Form.Item name="keyword" label={t('userCentre.subscribe.keyword')} rules={[{ max: 30, message: t('userCentre.subscribe.keyword.max') }]}>
          <Input allowClear maxLength={30} placeholder={t('userCentre.subscribe.keyword.placeholder')} />
        </Form.Item>
        <Form.Item
          noStyle
          shouldUpdate={(a, b) =>
            ['tagIds', 'departmentIds', 'levels', 'regionCodes', 'supportTypes', 'keyword'].some((k) => a[k as keyof Values] !== b[k as keyof Values])
          }
        >
          {({ getFieldsValue }) => {
            const v = getFieldsValue();
            const empty = ![v.tagIds, v.departmentIds, v.levels, v.regionCodes, v.supportTypes].some((l) => l?.length) && !v.keyword?.trim();
            return empty ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('userCentre.subscribe.chooseOne')} /> : null;
          }}
        </Form.Item>
        <Form.Item
          name="channels"
          label={t('userCentre.subscribe.channels')}
          rules={[{ required: true, type: 'array', min: 1, message: t('userCentre.subscribe.channels.required') }]}
        >
          <Checkbox.Group
            options={[
              { value: 'inApp', label: t('userCentre.subscribe.channel.inApp') },
              {
                value: 'email',
                label: hasEmail ? t('userCentre.subscribe.channel.email') : t('userCentre.subscribe.channel.emailUnbound'),
                disabled: !hasEmail,
              },
            ]}
          />
        </Form.Item>
        <Form.Item name="rhythm" label={t('userCentre.subscribe.rhythm')}>
          <Radio.Group
            options={(['immediate', 'daily', 'weekly'] as const).map((r) => ({ value: r, label: t(`userCentre.subscribe.rhythm.${r}`) }))}
            optionType="button"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
