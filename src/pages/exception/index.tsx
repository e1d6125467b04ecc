import { useIntl, useSearchParams } from '@umijs/max';
import ExceptionResult from './ExceptionResult';

/** Target of display type 9 (redirect): shows the errorCode and errorMessage from the query. */
export default function Exception() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const errorCode = params.get('errorCode') ?? '';
  const errorMessage = params.get('errorMessage') || intl.formatMessage({ id: 'exception.generic' });
  return (
    <ExceptionResult
      status="error"
      title={errorCode ? intl.formatMessage({ id: 'exception.codeTitle' }, { code: errorCode }) : intl.formatMessage({ id: 'exception.title' })}
      subTitle={errorMessage}
    />
  );
}
