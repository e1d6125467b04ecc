import ExceptionResult from './ExceptionResult';
import { useT } from '@/utils/i18n';

export default function Exception404() {
  const t = useT();
  return <ExceptionResult status="404" title="404" subTitle={t('exception.404')} />;
}
