import { ProFormText } from '@ant-design/pro-components';
import { defaultPasswordPolicy, passwordProblem } from '@shared/passwordPolicy';

/** The server's default password policy; an admin may tighten it, and the server then says so. */
const { minLength: PASSWORD_MIN_LENGTH, minClasses: PASSWORD_MIN_CLASSES } = defaultPasswordPolicy;
import { useT } from '@/utils/i18n';

/**
 * A new password and its confirmation, with the default password policy checked as one types
 * (8+ characters mixing 3 of lower case, upper case, digits and symbols). The server applies the
 * configured policy and may still refuse; its message then shows under `name`.
 */
export default function PasswordFields({ name = 'password', confirmName = 'confirm', label }: { name?: string; confirmName?: string; label?: string }) {
  const t = useT();
  return (
    <>
      <ProFormText.Password
        name={name}
        label={label ?? t('form.password.new')}
        fieldProps={{ autoComplete: 'new-password' }}
        extra={t('form.password.hint', { min: PASSWORD_MIN_LENGTH, classes: PASSWORD_MIN_CLASSES })}
        rules={[
          { required: true, message: t('form.password.required') },
          {
            validator: async (_, value?: string) => {
              if (!value) return;
              const problem = passwordProblem(value);
              if (problem === 'length') throw new Error(t('form.password.tooShort', { min: PASSWORD_MIN_LENGTH }));
              if (problem === 'classes') throw new Error(t('form.password.tooWeak', { classes: PASSWORD_MIN_CLASSES }));
            },
          },
        ]}
      />
      <ProFormText.Password
        name={confirmName}
        label={t('form.password.confirm')}
        dependencies={[name]}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[
          { required: true, message: t('form.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, value?: string) => {
              if (value && value !== getFieldValue(name)) throw new Error(t('form.password.mismatch'));
            },
          }),
        ]}
      />
    </>
  );
}
