import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import EntityModalForm from '@/components/EntityModalForm';
import { saveApp } from '@/services/portal/app';
import { APP_NAME_PATTERN } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import type { AppItem } from './types';

type Values = { appName: string; title: string; description?: string };

const FIELDS = ['appName', 'title', 'description'];

/** Create (no `app`) or edit an app; the app name is fixed once created. */
export default function AppForm({ app, onClose, onSaved }: { app?: AppItem; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<Values>
      name="appForm"
      width={520}
      title={t(app ? 'pages.app.edit' : 'pages.app.create')}
      initialValues={app ? { appName: app.appName, title: app.title, description: app.description ?? undefined } : undefined}
      fieldNames={FIELDS}
      save={(values, options) => saveApp({ ...values, id: app?.id, description: values.description ?? '' }, options)}
      successMessage={t(app ? 'common.saved' : 'common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="appName"
        label={t('pages.app.appName')}
        disabled={!!app}
        tooltip={t('pages.app.appName.tip')}
        fieldProps={{ maxLength: 64 }}
        rules={[
          { required: true, message: t('pages.app.appName.required') },
          { min: 2, message: t('pages.app.appName.pattern') },
          { pattern: APP_NAME_PATTERN, message: t('pages.app.appName.pattern') },
        ]}
      />
      <ProFormText
        name="title"
        label={t('pages.app.appTitle')}
        fieldProps={{ maxLength: 128 }}
        rules={[{ required: true, whitespace: true, message: t('pages.app.appTitle.required') }]}
      />
      <ProFormTextArea name="description" label={t('pages.app.description')} fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </EntityModalForm>
  );
}
