import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';

/** The shared frame of the error pages: a status, a title, a message and a way back home. */
export default function ExceptionResult(props: { status: ResultProps['status']; title: string; subTitle: string }) {
  const intl = useIntl();
  return (
    <Result
      status={props.status}
      title={props.title}
      subTitle={props.subTitle}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'exception.backHome' })}
        </Button>
      }
    />
  );
}
