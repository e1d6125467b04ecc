import { UploadOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ImportKind, ImportResult } from '@/pages/admin/company/components/ImportModal';
import { useT } from '@/utils/i18n';

// The company import's dialog (upload, progress, the row report, "import only the valid rows"), loaded when opened.
const ImportModal = lazy(() => import('@/pages/admin/company/components/ImportModal'));

export const CLUE_IMPORT: ImportKind = {
  importUrl: '/apiv2/pms/admin/zhaoshang/clue-import',
  templateUrl: '/apiv2/pms/admin/zhaoshang/clue-import-template',
  texts: { title: 'clue.import.title', hint: 'clue.import.hint', done: 'clue.import.done', doneSkipped: 'clue.import.done.skipped' },
  // The clue rows' own reasons (server/modules/clue/import.ts), in the user's language.
  reasons: [
    [/^repeats the (phone|name) of row (\d+)$/, (t, m) => t(`clue.import.reason.${m[1]}Row`, { row: m[2] })],
    [/^is already clue #(\d+) "(.+)", (.+)$/, (t, m) => t('clue.import.reason.exists', { id: m[1], name: m[2], who: m[3] })],
    [/^must have at least 7 digits$/, (t) => t('clue.import.reason.phoneDigits')],
    [/^must be a phone number$/, (t) => t('clue.import.reason.phone')],
    [/^must be 企业 or 个人$/, (t) => t('clue.import.reason.kind')],
    [/^is not a staff member/, (t) => t('clue.import.reason.noStaff')],
    [/^names several staff members/, (t) => t('clue.import.reason.severalStaff')],
    [/^only a holder of the assign permission/, (t) => t('clue.import.reason.assign')],
    [/^is not in your data scope$/, (t) => t('clue.import.reason.scope')],
    [/^is disabled$/, (t) => t('clue.import.reason.disabled')],
  ],
};

/** The clue list's import button (for holders of clue:import): the company import's dialog with the clue calls. */
export default function ClueImportButton({ onImported }: { onImported?: (result: ImportResult) => void }) {
  const t = useT();
  const access = useAccess();
  const [open, setOpen] = useState(false);
  if (!access.can('clue:import')) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('clue.import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportModal kind={CLUE_IMPORT} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
