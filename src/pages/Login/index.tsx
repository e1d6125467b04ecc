import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { history, SelectLang, useModel, useSearchParams } from '@umijs/max';
import { Alert } from 'antd';
import { useState } from 'react';
import { login } from '@/services/portal/account';
import { setToken } from '@/utils/token';
import { safeReturnPath } from '@/utils/returnPath';
import { useReloadInitialState } from '@/utils/initialState';
import styles from './index.less';
import { useT } from '@/utils/i18n';

/** The admin login screen, at /portal/adminlogin and /login. */
export default function Login() {
  const t = useT();
  const [params] = useSearchParams();
  const { initialState, setInitialState } = useModel('@@initialState');
  const reloadInitialState = useReloadInitialState(setInitialState);
  const [error, setError] = useState<string>();
  const siteName = (initialState?.config?.siteName as string) || t('app.title');

  const onFinish = async (values: { username: string; password: string }) => {
    setError(undefined);
    try {
      const res = await login(values, { skipErrorHandler: true });
      setToken(res.data.token);
      await reloadInitialState();
      history.replace(safeReturnPath(params.get('reurl')));
    } catch (err) {
      const data = (err as { response?: { data?: { errorMessage?: string; message?: string } } }).response?.data;
      setError(data?.errorMessage || data?.message || t('login.failed'));
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <SelectLang />
      </div>
      <LoginForm
        logo="/logo.svg"
        title={siteName}
        subTitle={t('login.subtitle')}
        submitter={{ searchConfig: { submitText: t('login.submit') } }}
        onFinish={onFinish}
      >
        {error && <Alert style={{ marginBottom: 24 }} type="error" showIcon message={error} data-testid="login-error" />}
        <ProFormText
          name="username"
          fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username' }}
          placeholder={t('login.username')}
          rules={[{ required: true, message: t('login.username.required') }]}
        />
        <ProFormText.Password
          name="password"
          fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
          placeholder={t('login.password')}
          rules={[{ required: true, message: t('login.password.required') }]}
        />
      </LoginForm>
    </div>
  );
}
