import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Alert, Button, Input, theme } from 'antd';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { login } from '@/services/portal/account';
import { setToken } from '@/utils/token';
import { landingPath, safeReturnPath } from '@/utils/returnPath';
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
      const state = await reloadInitialState();
      // Where they came from, else their first screen: the dashboard when their menus hold it.
      history.replace(safeReturnPath(params.get('reurl'), window.location.origin, landingPath(state.resources)));
    } catch (err) {
      const data = (err as { response?: { data?: { errorMessage?: string; message?: string } } }).response?.data;
      setError(data?.errorMessage || data?.message || t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  // What both fields share: their text, value and, once a sign-in was tried with it empty, the error state and message.
  const fieldProps = (field: keyof Credentials) => ({
    size: 'large' as const,
    name: field,
    placeholder: t(`login.${field}`),
    'aria-label': t(`login.${field}`),
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: e.target.value }),
    status: missing[field] ? ('error' as const) : undefined,
    'aria-invalid': missing[field],
    'aria-describedby': missing[field] ? `login-${field}-error` : undefined,
  });
  const fieldError = (field: keyof Credentials) =>
    missing[field] && (
      <div id={`login-${field}-error`} role="alert" className={styles.fieldError} style={{ color: token.colorError }}>
        {t(`login.${field}.required`)}
      </div>
    );

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LanguageSwitch />
      </div>
      <div className={styles.box}>
        <div className={styles.head}>
          <img src={(initialState?.config?.logo as string) || '/logo.svg'} alt="" width={44} height={44} />
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
            <Input prefix={<UserOutlined />} autoComplete="username" {...fieldProps('username')} />
            {fieldError('username')}
          </div>
          <div className={styles.field}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" {...fieldProps('password')} />
            {fieldError('password')}
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
