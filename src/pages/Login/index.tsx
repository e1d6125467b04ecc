import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Alert, Button, Input, theme } from 'antd';
import { useState, type FormEvent } from 'react';
import { login } from '@/services/portal/account';
import { setToken } from '@/utils/token';
import { safeReturnPath } from '@/utils/returnPath';
import { useReloadInitialState } from '@/utils/initialState';
import styles from './index.less';
import { useT } from '@/utils/i18n';
import ExternalSignIn from '@/components/ExternalSignIn';
import LanguageSwitch from '@/components/LanguageSwitch';

type Credentials = { username: string; password: string };

/**
 * The admin login screen, at /portal/adminlogin and /login. A plain form with antd's inputs rather than antd's Form
 * (or pro-components' LoginForm): two required fields do not need a form library, and this screen's first load
 * stays small (config/budgets.ts).
 */
export default function Login() {
  const t = useT();
  const [params] = useSearchParams();
  const { initialState, setInitialState } = useModel('@@initialState');
  const reloadInitialState = useReloadInitialState(setInitialState);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { token } = theme.useToken();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  // A field left empty is marked once the user tries to sign in, and cleared as they fill it.
  const [tried, setTried] = useState(false);
  const missing = { username: tried && !values.username.trim(), password: tried && !values.password };
  const siteName = (initialState?.config?.siteName as string) || t('app.title');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!values.username.trim() || !values.password) return;
    setError(undefined);
    setSubmitting(true);
    try {
      const res = await login({ username: values.username.trim(), password: values.password }, { skipErrorHandler: true });
      setToken(res.data.token);
      await reloadInitialState();
      history.replace(safeReturnPath(params.get('reurl')));
    } catch (err) {
      const data = (err as { response?: { data?: { errorMessage?: string; message?: string } } }).response?.data;
      setError(data?.errorMessage || data?.message || t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LanguageSwitch />
      </div>
      <div className={styles.box}>
        <div className={styles.head}>
          <img src="/logo.svg" alt="" width={44} height={44} />
          <h1 className={styles.title} style={{ color: token.colorTextHeading }}>
            {siteName}
          </h1>
        </div>
        <p className={styles.subtitle} style={{ color: token.colorTextSecondary }}>
          {t('login.subtitle')}
        </p>
        <form name="login" onSubmit={onSubmit} noValidate>
          {error && <Alert style={{ marginBottom: 24 }} type="error" showIcon message={error} data-testid="login-error" />}
          <div className={styles.field}>
            <Input
              size="large"
              name="username"
              prefix={<UserOutlined />}
              autoComplete="username"
              placeholder={t('login.username')}
              aria-label={t('login.username')}
              value={values.username}
              onChange={(e) => setValues({ ...values, username: e.target.value })}
              status={missing.username ? 'error' : undefined}
              aria-invalid={missing.username}
              aria-describedby={missing.username ? 'login-username-error' : undefined}
            />
            {missing.username && (
              <div id="login-username-error" role="alert" className={styles.fieldError} style={{ color: token.colorError }}>
                {t('login.username.required')}
              </div>
            )}
          </div>
          <div className={styles.field}>
            <Input.Password
              size="large"
              name="password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              placeholder={t('login.password')}
              aria-label={t('login.password')}
              value={values.password}
              onChange={(e) => setValues({ ...values, password: e.target.value })}
              status={missing.password ? 'error' : undefined}
              aria-invalid={missing.password}
              aria-describedby={missing.password ? 'login-password-error' : undefined}
            />
            {missing.password && (
              <div id="login-password-error" role="alert" className={styles.fieldError} style={{ color: token.colorError }}>
                {t('login.password.required')}
              </div>
            )}
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('login.submit')}
          </Button>
          <div style={{ marginTop: 16 }}>
            <ExternalSignIn audience="staff" reurl={safeReturnPath(params.get('reurl'))} />
          </div>
        </form>
      </div>
    </div>
  );
}
