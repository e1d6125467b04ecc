import { ProForm, ProFormText } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import PasswordFields from '@/components/PasswordFields';
import { changePassword } from '@/services/portal/account';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { useAntdApp } from '@/components/AntdApp';

type Values = { oldPassword: string; newPassword: string; confirm: string };

/** 安全设置: change one's own password; the other sessions are signed out, this one stays. */
export default function SecurityView() {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState(false);

  return (
    <div style={{ maxWidth: 480 }}>
      {done && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setDone(false)}
          message={t('pages.accountSettings.password.changed')}
          description={t('pages.accountSettings.password.othersSignedOut')}
          style={{ marginBottom: 24 }}
        />
      )}
      <ProForm<Values>
        form={form}
        name="passwordForm"
        layout="vertical"
        submitter={{ searchConfig: { submitText: t('pages.accountSettings.password.submit') }, resetButtonProps: { style: { display: 'none' } } }}
        onFinish={async ({ oldPassword, newPassword }) => {
          try {
            await changePassword({ oldPassword, newPassword }, { skipErrorHandler: true });
          } catch (err) {
            applyServerError(form, err, ['oldPassword', 'newPassword'], (text) => message.error(text));
            return false;
          }
          message.success(t('pages.accountSettings.password.changed'));
          form.resetFields();
          setDone(true);
          return true;
        }}
      >
        <ProFormText.Password
          name="oldPassword"
          label={t('pages.accountSettings.password.old')}
          fieldProps={{ autoComplete: 'current-password' }}
          rules={[{ required: true, message: t('pages.accountSettings.password.old.required') }]}
        />
        <PasswordFields name="newPassword" confirmName="confirm" />
      </ProForm>
    </div>
  );
}
