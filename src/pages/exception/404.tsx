import { useIntl } from '@umijs/max';
import ExceptionResult from './ExceptionResult';

export default function Exception404() {
  const intl = useIntl();
  return (
    <ExceptionResult
      status="404"
      title="404"
      subTitle={intl.formatMessage({ id: 'exception.404' })}
    />
  );
}
