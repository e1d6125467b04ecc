import { useIntl } from '@umijs/max';
import ExceptionResult from './ExceptionResult';

export default function Exception500() {
  const intl = useIntl();
  return (
    <ExceptionResult
      status="500"
      title="500"
      subTitle={intl.formatMessage({ id: 'exception.500' })}
    />
  );
}
