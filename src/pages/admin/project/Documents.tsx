import { UploadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Table, Tag, Upload, type UploadFile } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { PROJECT_DOCUMENT_KINDS, type ProjectDocumentKind } from '@shared/project';
import { useAntdApp } from '@/components/AntdApp';
import { addProjectDocuments, queryProjectDocuments } from '@/services/portal/project';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { ATTACHMENT_ACCEPT, ATTACHMENT_UPLOAD_URL, MAX_ATTACHMENT_MB, beforeUploadWithin, uploadError, uploadHeaders, type UploadAnswer } from '@/utils/upload';

type Doc = Awaited<ReturnType<typeof queryProjectDocuments>>['data']['list'][number];

/** A project's documents: the list (newest first), and for those who may change it an upload filed under a kind. */
export default function Documents({ projectId, editable }: { projectId: number; editable: boolean }) {
  const t = useT();
  const { message } = useAntdApp();
  const [docs, setDocs] = useState<Doc[]>([]);
  const [total, setTotal] = useState(0);
  const [current, setCurrent] = useState(1);
  const [kind, setKind] = useState<ProjectDocumentKind>('other');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const load = useCallback(async () => {
    try {
      const res = await queryProjectDocuments({ projectId, current, pageSize: 10 });
      setDocs(res.data.list);
      setTotal(res.data.total);
    } catch {
      // The request layer has said why.
    }
  }, [projectId, current]);
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
      {editable && (
        <Space style={{ marginBottom: 12 }}>
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
          { title: t('project.document.uploadedBy'), dataIndex: 'uploadedByName', width: 100, render: (v) => v ?? '-' },
          { title: t('project.document.createdAt'), dataIndex: 'createdAt', width: 150, render: (_, d) => formatMoment(d.createdAt) },
        ]}
      />
    </>
  );
}
