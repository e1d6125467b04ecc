import { ModalForm, ProForm, ProFormSwitch } from '@ant-design/pro-components';
import { Form, Select, Skeleton, TreeSelect, Typography, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { applicationSettings, saveApplicationSettings } from '@/services/portal/application';
import { queryWorkflows } from '@/services/portal/workflow';
import { formatMoment } from '@/utils/chinaTime';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { departmentTreeSelectProps, toTreeSelectData, useDepartmentTree } from '../organization/department/shared';
import FieldList from '../workflow/FieldList';
import MaterialList from './application/MaterialList';
import { bodyOf, formPathOf, MAX_FORM_ITEMS, valuesOf, type Settings, type Values } from './application/settings';
import { useAntdApp } from '@/components/AntdApp';

type Option = { value: number; label: string };

/** The saved department as the only choice, when the tree cannot be read. */
const known = (dept: Settings['reviewDept']) => (dept ? [{ value: dept.id, label: dept.name, title: dept.name }] : []);

/**
 * The enabled workflows that review policy applications (an open policy needs one). `known` names the current
 * one when the list cannot be read (no workflow:query) or it has been disabled since.
 */
function WorkflowSelect({ known, ...rest }: { known?: Option; value?: number | null; onChange?: (v?: number | null) => void }) {
  const t = useT();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    queryWorkflows({ current: 1, pageSize: 100, businessType: 'policy_application', status: 'enabled' }, { skipErrorHandler: true })
      .then((res) => setOptions(res.data.list.map((w) => ({ value: w.id, label: w.name }))))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  const shown = known && !options.some((o) => o.value === known.value) ? [known, ...options] : options;
  return (
    <Select<number | null>
      {...rest}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      options={shown}
      placeholder={t('application.settings.workflow.placeholder')}
      style={{ width: 328 }}
    />
  );
}

/**
 * 申报设置 of one policy (a row action of the policy list): whether companies may apply online, the workflow
 * that reviews their applications and the department whose staff act at its "policy department" step, the
 * materials to upload and the fields to fill in. The server checks it all again; its complaint lands under the
 * field it names.
 */
export default function ApplicationSettings({ policy, onClose }: { policy: { id: number; title: string }; onClose: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const [settings, setSettings] = useState<Settings>();
  const departments = useDepartmentTree({ quiet: true });

  useEffect(() => {
    applicationSettings({ policyId: policy.id })
      .then((res) => {
        setSettings(res.data);
        form.setFieldsValue(valuesOf(res.data));
      })
      .catch(onClose); // the request layer has said why
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for this policy
  }, [policy.id]);

  // An open policy needs its reviewing workflow (the server says so too).
  const workflowRequired: FormRule = ({ getFieldValue }) => ({
    validator: async (_, v) => {
      if (getFieldValue('open') && !v) throw new Error(t('application.settings.workflow.required'));
    },
  });

  const save = async (values: Values) => {
    try {
      await saveApplicationSettings(bodyOf(policy.id, values), { skipErrorHandler: true });
    } catch (err) {
      applyServerError(form, err, formPathOf, message.error);
      return false;
    }
    message.success(t('application.settings.saved', { title: policy.title }));
    return true;
  };

  return (
    <ModalForm<Values>
      open
      form={form}
      title={t('application.settings.title', { title: policy.title })}
      width={880}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      onOpenChange={(open) => !open && onClose()}
      submitter={{ submitButtonProps: { disabled: !settings } }}
      onFinish={save}
    >
      {!settings ? (
        <Skeleton active />
      ) : (
        <>
          {settings.updatedAt && (
            <Typography.Paragraph type="secondary">
              {t('application.settings.updated', { name: settings.updatedBy ?? '-', time: formatMoment(settings.updatedAt) })}
            </Typography.Paragraph>
          )}
          <ProFormSwitch name="open" label={t('application.settings.open')} tooltip={t('application.settings.open.tip')} />
          <ProForm.Group>
            <ProForm.Item name="workflowId" label={t('application.settings.workflow')} dependencies={['open']} rules={[workflowRequired]}>
              <WorkflowSelect known={settings.workflow ? { value: settings.workflow.id, label: settings.workflow.name } : undefined} />
            </ProForm.Item>
            <ProForm.Item name="reviewDeptId" label={t('application.settings.reviewDept')} tooltip={t('application.settings.reviewDept.tip')}>
              <TreeSelect
                {...departmentTreeSelectProps}
                style={{ width: 328 }}
                placeholder={t('application.settings.reviewDept.placeholder')}
                loading={departments.loading}
                treeData={departments.tree.length ? toTreeSelectData(departments.tree) : known(settings.reviewDept)}
              />
            </ProForm.Item>
          </ProForm.Group>
          <MaterialList />
          <FieldList
            label={t('application.settings.fields')}
            tooltip={t('application.settings.fields.tip')}
            addText={t('application.settings.field.add')}
            max={MAX_FORM_ITEMS}
            newType="text"
            // The amount asked for is summed and capped by the policy's maximum: it has to be a number.
            check={(rows) => (rows.some((r) => r.key?.trim() === 'amount' && r.type !== 'number') ? t('application.settings.field.amountNumber') : undefined)}
          />
        </>
      )}
    </ModalForm>
  );
}
