import ExceptionResult from './ExceptionResult';
import { useT } from '@/utils/i18n';

export default function Exception500() {
  const t = useT();
  return <ExceptionResult status="500" title="500" subTitle={t('exception.500')} />;
}
