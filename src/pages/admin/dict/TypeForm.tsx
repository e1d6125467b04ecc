import { ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import EntityModalForm from '@/components/EntityModalForm';
import { dictCreate, dictUpdate } from '@/services/portal/dict';
import { useT } from '@/utils/i18n';
import { DICT_NAME_PATTERN, type DictTypeItem } from './types';

type Values = { name: string; title: string; status: 'active' | 'disabled'; remark?: string };

const FIELDS = ['name', 'title', 'status', 'remark'];

/**
 * Create (no `type`) or edit a dictionary type. A built-in type keeps its name: other areas read it
 * by name. A name already used is refused under the name field.
 */
export default function TypeForm({ type, onClose, onSaved }: { type?: DictTypeItem; onClose: () => void; onSaved: (saved: DictTypeItem) => void }) {
  const t = useT();
  const editing = !!type;

  return (
    <EntityModalForm<Values, DictTypeItem>
      title={t(editing ? 'org.dict.type.edit' : 'org.dict.type.create')}
      width={520}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={type ? { name: type.name, title: type.title, status: type.status, remark: type.remark ?? undefined } : { status: 'active' }}
      fieldNames={FIELDS}
      save={async (values, options) => {
        const body = { ...values, name: values.name.trim(), title: values.title.trim() };
        const res = type ? await dictUpdate({ kind: 'type', id: type.id, ...body }, options) : await dictCreate({ kind: 'type', ...body }, options);
        // A type was saved, so the answer holds it (the item half of the answer is null).
        if (!res.data.type) throw new Error('The saved dictionary type is missing from the answer');
        return res.data.type;
      }}
      successMessage={t(editing ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
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
    </EntityModalForm>
  );
}
