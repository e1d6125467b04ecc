import { history, useModel, useSearchParams } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { setToken } from '@/utils/token';
import { safeReturnPath } from '@/utils/returnPath';
import { useReloadInitialState } from '@/utils/initialState';
import { useT } from '@/utils/i18n';

/**
 * The authorisation screen (outside the main layout): a single sign-on hand-off arrives here with
 * `token` (and optionally `reurl`); the token is kept and the user continues where they were going.
 */
export default function Auth() {
  const t = useT();
  const [params] = useSearchParams();
  const { setInitialState } = useModel('@@initialState');
  const reloadInitialState = useReloadInitialState(setInitialState);
  const token = params.get('token');
  const [failed, setFailed] = useState(!token);

  useEffect(() => {
    if (!token) return;
    setToken(token);
    reloadInitialState()
      .then(() => history.replace(safeReturnPath(params.get('reurl'))))
      .catch(() => setFailed(true));
  }, [token]);

  if (failed) {
    return (
      <Result
        status="403"
        title={t('auth.title')}
        subTitle={t('auth.missing')}
        extra={
          <Button type="primary" onClick={() => history.push('/portal/adminlogin')}>
            {t('login.submit')}
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ padding: 120, textAlign: 'center' }}>
      <Spin size="large" tip={t('auth.title')}>
        <div style={{ height: 80 }} />
      </Spin>
    </div>
  );
}
