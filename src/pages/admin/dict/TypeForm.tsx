import { ModalForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { App, Form } from 'antd';
import { dictCreate, dictUpdate } from '@/services/portal/dict';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { DICT_NAME_PATTERN, type DictTypeItem } from './types';

type Values = { name: string; title: string; status: 'active' | 'disabled'; remark?: string };

const FIELDS = ['name', 'title', 'status', 'remark'];

/**
 * Create (no `type`) or edit a dictionary type. A built-in type keeps its name: other areas read it
 * by name. A name already used is refused under the name field.
 */
export default function TypeForm({
  type,
  onClose,
  onSaved,
}: {
  type?: DictTypeItem;
  onClose: () => void;
  onSaved: (saved: DictTypeItem) => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const editing = !!type;

  return (
    <ModalForm<Values>
      form={form}
      open
      title={t(editing ? 'org.dict.type.edit' : 'org.dict.type.create')}
      width={520}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      modalProps={{ maskClosable: false, destroyOnHidden: true }}
      onOpenChange={(open) => !open && onClose()}
      initialValues={type ? { name: type.name, title: type.title, status: type.status, remark: type.remark ?? undefined } : { status: 'active' }}
      onFinish={async (values) => {
        const body = { ...values, name: values.name.trim(), title: values.title.trim() };
        let saved: DictTypeItem | undefined;
        try {
          const res = type
            ? await dictUpdate({ kind: 'type', id: type.id, ...body }, { skipErrorHandler: true })
            : await dictCreate({ kind: 'type', ...body }, { skipErrorHandler: true });
          saved = res.data.type;
        } catch (err) {
          applyServerError(form, err, FIELDS, (text) => message.error(text));
          return false;
        }
        message.success(t(editing ? 'org.common.saved' : 'org.common.created'));
        onSaved(saved);
        return true;
      }}
    >
      <ProFormText
        name="name"
        label={t('org.dict.type.name')}
        disabled={type?.builtIn}
        tooltip={type?.builtIn ? t('org.dict.type.name.builtIn') : t('org.dict.type.name.tip')}
        fieldProps={{ maxLength: 64 }}
        rules={[
          { required: true, whitespace: true, message: t('org.dict.type.name.required') },
          { min: 2, message: t('org.form.min', { min: 2 }) },
          { pattern: DICT_NAME_PATTERN, message: t('org.dict.type.name.invalid') },
        ]}
      />
      <ProFormText
        name="title"
        label={t('org.dict.type.title')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('org.dict.type.title.required') }]}
      />
      <ProFormRadio.Group
        name="status"
        label={t('org.common.status')}
        radioType="button"
        options={[
          { label: t('org.status.active'), value: 'active' },
          { label: t('org.status.disabled'), value: 'disabled' },
        ]}
      />
      <ProFormTextArea name="remark" label={t('org.common.remark')} fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </ModalForm>
  );
}
