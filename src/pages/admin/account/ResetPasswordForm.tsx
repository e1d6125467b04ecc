import { ModalForm } from '@ant-design/pro-components';
import { Alert, App, Form } from 'antd';
import PasswordFields from '@/components/PasswordFields';
import { resetAccountPassword } from '@/services/portal/account';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import type { AccountItem } from './types';

/** An admin sets a new password for an account; the account's sessions are signed out. */
export default function ResetPasswordForm({ account, onClose }: { account: AccountItem; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  return (
    <ModalForm
      form={form}
      name="resetPasswordForm"
      open
      width={480}
      title={t('pages.account.resetPassword.title', { name: account.realName || account.username })}
      modalProps={{ maskClosable: false }}
      onOpenChange={(open) => !open && onClose()}
      onFinish={async ({ password }) => {
        try {
          await resetAccountPassword({ id: account.id, password }, { skipErrorHandler: true });
        } catch (err) {
          applyServerError(form, err, ['password'], (text) => message.error(text));
          return false;
        }
        message.success(t('pages.account.resetPassword.done'));
        return true;
      }}
    >
      <Alert type="info" showIcon message={t('pages.account.resetPassword.note')} style={{ marginBottom: 16 }} />
      <PasswordFields name="password" confirmName="confirm" />
    </ModalForm>
  );
}
