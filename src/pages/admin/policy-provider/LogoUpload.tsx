import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '@/utils/i18n';
import { IMAGE_UPLOAD_URL, MAX_IMAGE_MB, uploadError, uploadHeaders } from '../policy/shared/upload';

/** The image uploader's answer inside the envelope. */
type Answer = { data?: { url?: string } };

/**
 * A provider's logo: one image sent to the image uploader at once; the value is its URL (/uploads/…).
 * Removing the picture clears the value.
 */
export default function LogoUpload({ value, onChange }: { value?: string | null; onChange?: (url: string | undefined) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const headers = useMemo(uploadHeaders, []);
  const [list, setList] = useState<UploadFile[]>(value ? [{ uid: 'logo', name: 'logo', status: 'done', url: value }] : []);

  // A value set from outside (the form loading a record) replaces what is shown.
  useEffect(() => {
    setList((current) => (current[0]?.status === 'uploading' || (current[0]?.url ?? (current[0]?.response as Answer)?.data?.url) === value ? current : value ? [{ uid: 'logo', name: 'logo', status: 'done', url: value }] : []));
  }, [value]);

  return (
    <Upload
      action={IMAGE_UPLOAD_URL}
      headers={headers}
      name="file"
      accept="image/png,image/jpeg,image/webp,image/gif"
      listType="picture-card"
      maxCount={1}
      fileList={list}
      beforeUpload={(file) => {
        if (file.size > MAX_IMAGE_MB * 1024 * 1024) {
          message.error(t('policyAdmin.provider.logo.size', { max: MAX_IMAGE_MB }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      onChange={({ file, fileList }) => {
        setList(fileList);
        if (file.status === 'done') onChange?.((file.response as Answer)?.data?.url ?? undefined);
        if (file.status === 'removed') onChange?.(undefined);
        const reason = uploadError(file);
        if (reason) message.error(t('policyAdmin.attachments.failed', { name: file.name, reason }));
      }}
    >
      {list.length ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('policyAdmin.provider.logo.upload')}</div>
        </div>
      )}
    </Upload>
  );
}
