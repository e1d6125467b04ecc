import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { request } from '@umijs/max';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useT, type Translate } from '@/utils/i18n';
import { downloadBlob } from '@/utils/request';
import { useAntdApp } from '@/components/AntdApp';

/**
 * 导入企业: a button (for holders of company:import) that opens the import dialog: the template, a
 * drop zone, a progress bar while the file uploads and while the server checks it, then the report
 * of every rejected cell, with the choice to import only the valid rows when some were rejected.
 */

/** The server's limits (server/modules/company/import.ts IMPORT_LIMITS), checked here before sending. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 10_000;

export type ImportRejection = { row: number; column: string; value: string; message: string };
export type ImportReasons = [RegExp, (t: Translate, m: RegExpExecArray) => string][];

/**
 * What the dialog imports: its calls and the keys of its own texts (the rest are the import's common texts). Companies
 * by default; the clue import (src/pages/admin/clue/ImportButton.tsx) gives its own, with the reasons of its rows.
 */
export type ImportKind = {
  importUrl: string;
  templateUrl: string;
  /** Message keys: the title, the drop zone's hint, "imported {imported}", "imported {imported}, skipped {rejected}". */
  texts: { title: string; hint: string; done: string; doneSkipped: string };
  reasons?: ImportReasons;
};
export const COMPANY_IMPORT: ImportKind = {
  importUrl: '/apiv2/company/admin/import',
  templateUrl: '/apiv2/company/admin/import-template',
  texts: { title: 'companyImport.title', hint: 'companyImport.drop.hint', done: 'companyImport.done', doneSkipped: 'companyImport.done.skipped' },
};
export type ImportResult = { total: number; imported: number; rejectedRows: number; rejected: ImportRejection[] };

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: File; percent: number; skipInvalid: boolean }
  | { kind: 'processing'; file: File; skipInvalid: boolean }
  | { kind: 'done'; file: File; result: ImportResult; skipInvalid: boolean }
  | { kind: 'failed'; file?: File; message: string };

/** The server's reasons (English, fixed wording) in the user's language; anything else is shown as sent. */
const reasons: ImportReasons = [
  [/^is required$/, (t) => t('companyImport.reason.required')],
  [/^must not be negative$/, (t) => t('companyImport.reason.negative')],
  [/^must be a number$/, (t) => t('companyImport.reason.number')],
  [/^must be a whole number$/, (t) => t('companyImport.reason.integer')],
  [/^must be a date \(YYYY-MM-DD\)$/, (t) => t('companyImport.reason.date')],
  [/^(\S+) is not a calendar date$/, (t, m) => t('companyImport.reason.notCalendarDate', { date: m[1] })],
  [/^has a wrong check character$/, (t) => t('companyImport.reason.checkChar')],
  [/^must be 18 characters$/, (t) => t('companyImport.reason.length18')],
  [/^has characters outside the code alphabet/, (t) => t('companyImport.reason.alphabet')],
  [/^was stored as a number/, (t) => t('companyImport.reason.numberCode')],
  [/^repeats the credit code of row (\d+)$/, (t, m) => t('companyImport.reason.duplicateRow', { row: m[1] })],
  [/^is already registered for (.+)$/, (t, m) => t('companyImport.reason.registered', { name: m[1] })],
  [/is not a value of the dictionary(?:: (.+))?$/, (t, m) => t('companyImport.reason.dict', { list: m[1] ? `：${m[1].split(', ').join('、')}` : '' })],
  [/^must be at least 2 characters$/, (t) => t('companyImport.reason.minName')],
  [/<=(\d+) characters$/, (t, m) => t('companyImport.reason.max', { max: m[1] })],
  [/^cannot exceed staffCount$/, (t) => t('companyImport.reason.techStaff')],
  [/^must be a web address$/, (t) => t('companyImport.reason.url')],
  [/^holds the spreadsheet error (.+)$/, (t, m) => t('companyImport.reason.cellError', { error: m[1] })],
  [/^holds a formula without a usable result/, (t) => t('companyImport.reason.formula')],
];

export function reasonText(t: Translate, message: string, own: ImportReasons = []): string {
  for (const [pattern, text] of [...own, ...reasons]) {
    const m = pattern.exec(message);
    if (m) return text(t, m);
  }
  return message;
}

/** The server's refusal message (400/413/415 name the file), or the request's own. */
function refusalMessage(err: unknown): string | undefined {
  const e = err as { response?: { data?: { errorMessage?: string } }; info?: { errorMessage?: string }; message?: string };
  return e.response?.data?.errorMessage ?? e.info?.errorMessage ?? e.message;
}

const megabytes = (n: number) => `${n / 1024 / 1024} MB`;

export default function ImportModal({
  onClose,
  onImported,
  kind = COMPANY_IMPORT,
}: {
  onClose: () => void;
  onImported?: (result: ImportResult) => void;
  kind?: ImportKind;
}) {
  const t = useT();
  const { message } = useAntdApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const busy = phase.kind === 'uploading' || phase.kind === 'processing';

  const send = async (file: File, skipInvalid: boolean) => {
    setPhase({ kind: 'uploading', file, percent: 0, skipInvalid });
    const form = new FormData();
    form.append('file', file);
    try {
      const res = await request<{ data: ImportResult }>(kind.importUrl, {
        method: 'POST',
        data: form,
        params: skipInvalid ? { skipInvalid: true } : undefined,
        // Refusals are shown in the dialog, next to the file, rather than as a passing toast.
        skipErrorHandler: true,
        onUploadProgress: (e: { loaded: number; total?: number }) => {
          const total = e.total || file.size;
          const percent = total ? Math.min(100, Math.round((e.loaded / total) * 100)) : 0;
          // Every byte sent: what remains is the server reading and checking the rows.
          setPhase(percent >= 100 ? { kind: 'processing', file, skipInvalid } : { kind: 'uploading', file, percent, skipInvalid });
        },
      });
      const result = res.data;
      setPhase({ kind: 'done', file, result, skipInvalid });
      if (result.imported > 0) onImported?.(result);
    } catch (err) {
      setPhase({ kind: 'failed', file, message: refusalMessage(err) || t('companyImport.failed') });
    }
  };

  const choose = (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) message.error(t('companyImport.notXlsx'));
    else if (file.size > MAX_FILE_BYTES) message.error(t('companyImport.tooLarge', { size: megabytes(MAX_FILE_BYTES) }));
    else void send(file, false);
    return Upload.LIST_IGNORE; // the dialog shows the file's progress itself
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      await downloadBlob(kind.templateUrl);
    } catch {
      // The request layer has said why.
    } finally {
      setDownloading(false);
    }
  };

  const report = phase.kind === 'done' ? phase.result : undefined;
  const validRows = report ? report.total - report.rejectedRows : 0;
  const footer = [
    report && report.imported === 0 && report.rejectedRows > 0 && validRows > 0 && phase.kind === 'done' && (
      <Button key="valid" type="primary" onClick={() => send(phase.file, true)}>
        {t('companyImport.importValid', { count: validRows })}
      </Button>
    ),
    (phase.kind === 'done' || phase.kind === 'failed') && (
      <Button key="again" onClick={() => setPhase({ kind: 'idle' })}>
        {t('companyImport.again')}
      </Button>
    ),
    <Button key="close" onClick={onClose} disabled={busy}>
      {t('companyImport.close')}
    </Button>,
  ].filter(Boolean);

  return (
    <Modal open title={t(kind.texts.title)} width={760} onCancel={busy ? undefined : onClose} closable={!busy} maskClosable={false} footer={footer}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('companyImport.rules', { size: megabytes(MAX_FILE_BYTES), rows: MAX_ROWS.toLocaleString() })}{' '}
          <Button type="link" size="small" icon={<DownloadOutlined />} loading={downloading} onClick={downloadTemplate} style={{ paddingInline: 0 }}>
            {t('companyImport.template')}
          </Button>
        </Typography.Paragraph>

        {phase.kind === 'idle' && (
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            beforeUpload={choose}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('companyImport.drop')}</p>
            <p className="ant-upload-hint">{t(kind.texts.hint)}</p>
          </Upload.Dragger>
        )}

        {phase.kind === 'uploading' && (
          <div>
            <Typography.Text>{t('companyImport.uploading', { name: phase.file.name })}</Typography.Text>
            <Progress percent={phase.percent} status="active" />
          </div>
        )}
        {phase.kind === 'processing' && (
          <div>
            <Typography.Text>{t('companyImport.processing')}</Typography.Text>
            <Progress percent={100} status="active" showInfo={false} />
          </div>
        )}

        {phase.kind === 'failed' && <Alert type="error" showIcon message={t('companyImport.failed')} description={phase.message} />}

        {report && <ReportSummary t={t} report={report} kind={kind} />}
        {report && report.rejected.length > 0 && <RejectionTable t={t} rejected={report.rejected} own={kind.reasons} />}
      </Space>
    </Modal>
  );
}

function ReportSummary({ t, report, kind }: { t: Translate; report: ImportResult; kind: ImportKind }) {
  if (report.imported > 0) {
    const text =
      report.rejectedRows > 0
        ? t(kind.texts.doneSkipped, { imported: report.imported, rejected: report.rejectedRows })
        : t(kind.texts.done, { imported: report.imported });
    return <Alert type="success" showIcon message={text} />;
  }
  const all = report.rejectedRows >= report.total;
  return (
    <Alert
      type="warning"
      showIcon
      message={t(all ? 'companyImport.rejected.none' : 'companyImport.rejected', { total: report.total, rejected: report.rejectedRows })}
    />
  );
}

function RejectionTable({ t, rejected, own }: { t: Translate; rejected: ImportRejection[]; own?: ImportReasons }) {
  return (
    <Table<ImportRejection & { key: number }>
      size="small"
      title={() => t('companyImport.report')}
      dataSource={rejected.map((r, key) => ({ ...r, key }))}
      pagination={rejected.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
      scroll={{ x: 640 }}
      columns={[
        { title: t('companyImport.col.row'), dataIndex: 'row', width: 90, render: (row: number) => t('companyImport.rowNo', { row }) },
        { title: t('companyImport.col.column'), dataIndex: 'column', width: 150 },
        {
          title: t('companyImport.col.value'),
          dataIndex: 'value',
          width: 190,
          ellipsis: true,
          render: (value: string) =>
            value ? <Typography.Text code>{value}</Typography.Text> : <Typography.Text type="secondary">{t('companyImport.empty')}</Typography.Text>,
        },
        { title: t('companyImport.col.reason'), dataIndex: 'message', render: (m: string) => reasonText(t, m, own) },
      ]}
    />
  );
}
