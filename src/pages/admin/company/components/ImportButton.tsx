import { UploadOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/utils/i18n';
import type { ImportResult } from './ImportModal';

// The dialog (upload, progress, the report's table) loads when opened, not with the company list.
const ImportModal = lazy(() => import('./ImportModal'));

/** The toolbar button of the company import; renders nothing for a user without company:import. */
export default function CompanyImportButton({ onImported }: { onImported?: (result: ImportResult) => void }) {
  const t = useT();
  const access = useAccess();
  const [open, setOpen] = useState(false);
  if (!access.can('company:import')) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('companyImport.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportModal onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
