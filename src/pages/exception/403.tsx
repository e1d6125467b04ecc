import { useIntl } from '@umijs/max';
import ExceptionResult from './ExceptionResult';

export default function Exception403() {
  const intl = useIntl();
  return (
    <ExceptionResult
      status="403"
      title="403"
      subTitle={intl.formatMessage({ id: 'exception.403' })}
    />
  );
}
