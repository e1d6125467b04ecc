import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Select, Space, Table, Tag, Upload, type UploadFile } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { PROJECT_DOCUMENT_KINDS, type ProjectDocumentKind } from '@shared/project';
import { useAntdApp } from '@/components/AntdApp';
import { addProjectDocuments, queryProjectDocuments } from '@/services/portal/project';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { ATTACHMENT_ACCEPT, ATTACHMENT_UPLOAD_URL, MAX_ATTACHMENT_MB, beforeUploadWithin, uploadError, uploadHeaders, type UploadAnswer } from '@/utils/upload';

type Doc = Awaited<ReturnType<typeof queryProjectDocuments>>['data']['list'][number];

/** Every version of one document, newest first, each a download link. */
function Versions({ projectId, doc, onClose }: { projectId: number; doc: Doc | undefined; onClose: () => void }) {
  const t = useT();
  const [rows, setRows] = useState<Doc[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!doc) return;
    setLoading(true);
    queryProjectDocuments({ projectId, documentId: doc.id, pageSize: 200 })
      .then((res) => setRows(res.data.list))
      .catch(() => setRows([]))
      .finally(() => setLoading(false));
  }, [projectId, doc]);
  return (
    <Modal open={!!doc} title={t('project.document.versions.title', { name: doc?.name ?? '' })} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Table<Doc>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('project.document.version'), dataIndex: 'version', width: 80, render: (_, d) => `v${d.version}` },
          {
            title: t('project.document.name'),
            dataIndex: 'name',
            render: (_, d) => (
              <a href={d.url} target="_blank" rel="noopener noreferrer" download={d.name}>
                {t('project.document.download')}
              </a>
            ),
          },
          { title: t('project.document.uploadedBy'), dataIndex: 'uploadedByName', width: 100, render: (v) => v ?? '-' },
          { title: t('project.document.createdAt'), dataIndex: 'createdAt', width: 150, render: (_, d) => formatMoment(d.createdAt) },
        ]}
      />
    </Modal>
  );
}

/**
 * A project's documents: the latest version of each (newest first, by folder and name), each one's earlier versions,
 * and for those who may change it an upload filed under a kind (the same name again is its next version).
 */
export default function Documents({ projectId, editable }: { projectId: number; editable: boolean }) {
  const t = useT();
  const { message } = useAntdApp();
  const [docs, setDocs] = useState<Doc[]>([]);
  const [total, setTotal] = useState(0);
  const [current, setCurrent] = useState(1);
  const [kind, setKind] = useState<ProjectDocumentKind>('other');
  const [folder, setFolder] = useState<ProjectDocumentKind>();
  const [keyword, setKeyword] = useState<string>();
  const [versionsOf, setVersionsOf] = useState<Doc>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const load = useCallback(async () => {
    try {
      const res = await queryProjectDocuments({ projectId, current, pageSize: 10, kind: folder, keyword: keyword || undefined });
      setDocs(res.data.list);
      setTotal(res.data.total);
    } catch {
      // The request layer has said why.
    }
  }, [projectId, current, folder, keyword]);
  useEffect(() => {
    load();
  }, [load]);
  const onChange = async ({ file, fileList }: { file: UploadFile; fileList: UploadFile[] }) => {
    setFiles(fileList);
    if (file.status === 'error') message.error(uploadError(file) ?? file.name);
    if (file.status !== 'done') return;
    const url = (file.response as UploadAnswer<{ url: string }>)?.data?.url;
    if (!url) return;
    try {
      await addProjectDocuments({ projectId, kind, files: [{ name: file.name, url }] });
      message.success(t('project.saved'));
      setFiles((list) => list.filter((f) => f.uid !== file.uid));
      load();
    } catch {
      // The request layer has said why.
    }
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select<ProjectDocumentKind>
          allowClear
          value={folder}
          onChange={(v) => {
            setFolder(v);
            setCurrent(1);
          }}
          placeholder={t('project.document.folder.all')}
          style={{ width: 140 }}
          aria-label={t('project.document.folder')}
          options={PROJECT_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`project.document.kind.${k}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('project.document.keyword')}
          aria-label={t('project.document.keyword')}
          style={{ width: 200 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setCurrent(1);
          }}
        />
      </Space>
      {editable && (
        <Space style={{ marginBottom: 12, display: 'flex' }}>
          <Select<ProjectDocumentKind>
            value={kind}
            onChange={setKind}
            style={{ width: 140 }}
            aria-label={t('project.document.kind')}
            options={PROJECT_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`project.document.kind.${k}`) }))}
          />
          <Upload
            action={ATTACHMENT_UPLOAD_URL}
            headers={uploadHeaders()}
            accept={ATTACHMENT_ACCEPT}
            fileList={files}
            onChange={onChange}
            beforeUpload={beforeUploadWithin(MAX_ATTACHMENT_MB, (f) => message.error(t('project.document.tooLarge', { name: f.name, mb: MAX_ATTACHMENT_MB })))}
          >
            <Button icon={<UploadOutlined />}>{t('project.document.upload')}</Button>
          </Upload>
        </Space>
      )}
      <Table<Doc>
        size="small"
        rowKey="id"
        dataSource={docs}
        pagination={{ current, total, pageSize: 10, onChange: setCurrent, hideOnSinglePage: true }}
        columns={[
          {
            title: t('project.document.name'),
            dataIndex: 'name',
            render: (_, d) => (
              <a href={d.url} target="_blank" rel="noopener noreferrer">
                {d.name}
              </a>
            ),
          },
          { title: t('project.document.kind'), dataIndex: 'kind', width: 110, render: (_, d) => <Tag>{t(`project.document.kind.${d.kind}`)}</Tag> },
          { title: t('project.document.version'), dataIndex: 'version', width: 70, render: (_, d) => `v${d.version}` },
          { title: t('project.document.uploadedBy'), dataIndex: 'uploadedByName', width: 100, render: (v) => v ?? '-' },
          { title: t('project.document.createdAt'), dataIndex: 'createdAt', width: 150, render: (_, d) => formatMoment(d.createdAt) },
          {
            title: t('project.document.actions'),
            key: 'actions',
            width: 110,
            render: (_, d) => (d.versionCount > 1 ? <a onClick={() => setVersionsOf(d)}>{t('project.document.versions', { count: d.versionCount })}</a> : '-'),
          },
        ]}
      />
      <Versions projectId={projectId} doc={versionsOf} onClose={() => setVersionsOf(undefined)} />
    </>
  );
}
