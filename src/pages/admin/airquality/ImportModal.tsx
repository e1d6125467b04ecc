import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { request } from '@umijs/max';
import { Alert, Button, Checkbox, Modal, Select, Space, Spin, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/utils/i18n';
import { downloadBlob } from '@/utils/request/download';
import { stationOptions } from './stationOptions';

const IMPORT_URL = '/apiv2/env/admin/airquality/import';
const TEMPLATE_URL = '/apiv2/env/admin/airquality/import-template';
/** The server's limit (server/modules/airquality/import.ts IMPORT_LIMITS), checked before sending. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

type Rejection = { row: number; column: string; value: string; message: string };
type Result = { total: number; imported: number; replaced: number; rejectedRows: number; rejected: Rejection[] };

/** The server's refusal message (400/413/415 name the file), or the request's own. */
function refusalMessage(err: unknown): string | undefined {
  const e = err as { response?: { data?: { errorMessage?: string } }; info?: { errorMessage?: string }; message?: string };
  return e.response?.data?.errorMessage ?? e.info?.errorMessage ?? e.message;
}

/**
 * 导入小时值: a station, a file (.xlsx or UTF-8 CSV: a day or a month), and the report of every rejected cell. As the
 * company import: nothing is written while a row is rejected, unless the rows with problems are skipped.
 */
export default function ImportModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const t = useT();
  const [stations, setStations] = useState<{ label: string; value: number }[]>();
  const [stationId, setStationId] = useState<number>();
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    stationOptions().then(setStations, () => setStations([]));
  }, []);

  const send = async (file: File) => {
    if (!stationId) return;
    if (file.size > MAX_FILE_BYTES) {
      setError(`${file.name}: > 2 MB`);
      return;
    }
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    const form = new FormData();
    form.append('file', file);
    try {
      const res = await request<{ data: Result }>(IMPORT_URL, { method: 'POST', data: form, params: { stationId, skipInvalid }, skipErrorHandler: true });
      setResult(res.data);
      if (res.data.imported > 0) onImported();
    } catch (err) {
      setError(refusalMessage(err) || t('org.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('aq.import.title')}
      width={760}
      onCancel={busy ? undefined : onClose}
      maskClosable={false}
      footer={
        <Button onClick={onClose} disabled={busy}>
          {t('aq.close')}
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('aq.import.tip')}{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => downloadBlob(TEMPLATE_URL).catch(() => undefined)}
            style={{ paddingInline: 0 }}
          >
            {t('aq.import.template')}
          </Button>
        </Typography.Paragraph>
        <Space wrap>
          <Select
            style={{ width: 240 }}
            placeholder={t('aq.station')}
            loading={!stations}
            options={stations}
            value={stationId}
            onChange={setStationId}
            aria-label={t('aq.station')}
            data-testid="aq-import-station"
          />
          <Checkbox checked={skipInvalid} onChange={(e) => setSkipInvalid(e.target.checked)}>
            {t('aq.import.skipInvalid')}
          </Checkbox>
        </Space>
        <Spin spinning={busy}>
          <Upload.Dragger
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            disabled={!stationId || busy}
            beforeUpload={(file) => {
              void send(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{stationId ? t('aq.import.start') : t('aq.station')}</p>
          </Upload.Dragger>
        </Spin>
        {error && <Alert type="error" showIcon message={error} />}
        {result && (
          <Alert
            type={result.rejectedRows ? 'warning' : 'success'}
            showIcon
            data-testid="aq-import-result"
            message={t('aq.import.result', { total: result.total, imported: result.imported, replaced: result.replaced, rejectedRows: result.rejectedRows })}
            description={result.imported === 0 && result.rejectedRows > 0 ? t('aq.import.nothing') : undefined}
          />
        )}
        {result && result.rejected.length > 0 && (
          <Table<Rejection & { key: number }>
            size="small"
            dataSource={result.rejected.map((r, key) => ({ ...r, key }))}
            pagination={result.rejected.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
            columns={[
              { title: t('aq.import.row'), dataIndex: 'row', width: 70 },
              { title: t('aq.import.column'), dataIndex: 'column', width: 100 },
              { title: t('aq.import.value'), dataIndex: 'value', width: 160, ellipsis: true },
              { title: t('aq.import.message'), dataIndex: 'message' },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
