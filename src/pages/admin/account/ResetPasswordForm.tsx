import { Alert } from 'antd';
import EntityModalForm from '@/components/EntityModalForm';
import PasswordFields from '@/components/PasswordFields';
import { resetAccountPassword } from '@/services/portal/account';
import { useT } from '@/utils/i18n';
import type { AccountItem } from './types';

/** An admin sets a new password for an account; the account's sessions are signed out. */
export default function ResetPasswordForm({ account, onClose }: { account: AccountItem; onClose: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<{ password: string; confirm: string }>
      name="resetPasswordForm"
      width={480}
      title={t('pages.account.resetPassword.title', { name: account.realName || account.username })}
      fieldNames={['password']}
      save={({ password }, options) => resetAccountPassword({ id: account.id, password }, options)}
      successMessage={t('pages.account.resetPassword.done')}
      onClose={onClose}
    >
      <Alert type="info" showIcon message={t('pages.account.resetPassword.note')} style={{ marginBottom: 16 }} />
      <PasswordFields name="password" confirmName="confirm" />
    </EntityModalForm>
  );
}
