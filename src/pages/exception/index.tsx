import { useSearchParams } from '@umijs/max';
import ExceptionResult from './ExceptionResult';
import { useT } from '@/utils/i18n';

/** Target of display type 9 (redirect): shows the errorCode and errorMessage from the query. */
export default function Exception() {
  const t = useT();
  const [params] = useSearchParams();
  const errorCode = params.get('errorCode') ?? '';
  const errorMessage = params.get('errorMessage') || t('exception.generic');
  return <ExceptionResult status="error" title={errorCode ? t('exception.codeTitle', { code: errorCode }) : t('exception.title')} subTitle={errorMessage} />;
}
