import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { useT } from '@/utils/i18n';

/** The shared frame of the error pages: a status, a title, a message and a way back home. */
export default function ExceptionResult(props: { status: ResultProps['status']; title: string; subTitle: string }) {
  const t = useT();
  return (
    <Result
      status={props.status}
      title={props.title}
      subTitle={props.subTitle}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
