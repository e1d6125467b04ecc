import ExceptionResult from './ExceptionResult';
import { useT } from '@/utils/i18n';

export default function Exception403() {
  const t = useT();
  return <ExceptionResult status="403" title="403" subTitle={t('exception.403')} />;
}
