import { DownloadOutlined, FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Image, List, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/utils/i18n';
import type { Material } from './types';

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * A PDF shown in the browser's own viewer, framed in a dialog: the uploads route serves `?preview=1` inline for
 * this origin's frames only. The download stays one click away.
 */
function PdfPreview({ file, onClose }: { file: Material; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      title={file.name}
      width="min(1000px, 96vw)"
      onCancel={onClose}
      footer={
        <Space>
          <Button href={file.url} download={file.name} icon={<DownloadOutlined />}>
            {t('application.material.download')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('application.material.close')}
          </Button>
        </Space>
      }
      styles={{ body: { padding: 0 } }}
      destroyOnHidden
    >
      <iframe
        src={`${file.url}?preview=1`}
        title={file.name}
        style={{ width: '100%', height: '75vh', border: 0, display: 'block' }}
        data-testid="pdf-preview"
      />
    </Modal>
  );
}

/** One file: an image or a PDF previewed in the browser, anything else downloaded under its own name. */
function MaterialFile({ file }: { file: Material }) {
  const t = useT();
  const [previewing, setPreviewing] = useState(false);
  if (file.mime.startsWith('image/'))
    return (
      <Space direction="vertical" size={2}>
        <Image src={file.url} alt={file.name} width={160} style={{ objectFit: 'contain' }} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {file.name} · {sizeText(file.size)}
        </Typography.Text>
      </Space>
    );
  const pdf = file.mime === 'application/pdf';
  return (
    <Space size={6}>
      {pdf ? <FilePdfOutlined style={{ color: '#cf1322' }} /> : <FileOutlined />}
      {pdf ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setPreviewing(true)}
          aria-label={t('application.material.preview', { name: file.name })}
        >
          {file.name}
        </Button>
      ) : (
        <Typography.Link href={file.url} download={file.name}>
          {file.name}
        </Typography.Link>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {pdf ? `${t('application.material.pdf')} · ` : ''}
        {sizeText(file.size)}
      </Typography.Text>
      {previewing && <PdfPreview file={file} onClose={() => setPreviewing(false)} />}
    </Space>
  );
}

/**
 * The files the company uploaded, grouped by the material they answer (in the order of its `key`s as
 * uploaded); `names` gives each material's name from the policy's settings where known.
 */
export default function Materials({ materials, names = {} }: { materials: Material[]; names?: Record<string, string> }) {
  const t = useT();
  if (!materials.length) return <Typography.Text type="secondary">{t('application.material.none')}</Typography.Text>;
  const groups = [...new Set(materials.map((m) => m.key))].map((key) => ({ key, files: materials.filter((m) => m.key === key) }));
  return (
    <List
      size="small"
      dataSource={groups}
      data-testid="application-materials"
      renderItem={(g) => (
        <List.Item key={g.key} style={{ display: 'block' }}>
          <Typography.Text strong>{names[g.key] ?? g.key}</Typography.Text>
          <Image.PreviewGroup>
            <Space wrap align="start" size={[16, 8]} style={{ display: 'flex', marginTop: 4 }}>
              {g.files.map((f) => (
                <MaterialFile key={f.uploadId} file={f} />
              ))}
            </Space>
          </Image.PreviewGroup>
        </List.Item>
      )}
    />
  );
}
