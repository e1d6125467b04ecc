import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { login } from '@/services/portal/account';
import { setToken } from '@/utils/token';
import { safeReturnPath } from '@/utils/returnPath';
import { useReloadInitialState } from '@/utils/initialState';
import styles from './index.less';
import { useT } from '@/utils/i18n';
import ExternalSignIn from '@/components/ExternalSignIn';
import LanguageSwitch from '@/components/LanguageSwitch';

/**
 * The admin login screen, at /portal/adminlogin and /login. Plain antd Form rather than pro-components'
 * LoginForm: this screen's first load stays small (config/budgets.ts).
 */
export default function Login() {
  const t = useT();
  const [params] = useSearchParams();
  const { initialState, setInitialState } = useModel('@@initialState');
  const reloadInitialState = useReloadInitialState(setInitialState);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const siteName = (initialState?.config?.siteName as string) || t('app.title');

  const onFinish = async (values: { username: string; password: string }) => {
    setError(undefined);
    setSubmitting(true);
    try {
      const res = await login(values, { skipErrorHandler: true });
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
          <Typography.Title level={2} className={styles.title}>
            {siteName}
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          {t('login.subtitle')}
        </Typography.Paragraph>
        <Form name="login" size="large" onFinish={onFinish} requiredMark={false}>
          {error && <Alert style={{ marginBottom: 24 }} type="error" showIcon message={error} data-testid="login-error" />}
          <Form.Item name="username" rules={[{ required: true, message: t('login.username.required') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('login.username')} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('login.password.required') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('login.password')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
          <div style={{ marginTop: 16 }}>
            <ExternalSignIn audience="staff" reurl={safeReturnPath(params.get('reurl'))} />
          </div>
        </Form>
      </div>
    </div>
  );
}
