import { type UploadFile } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import SingleImageUpload from '.';
import { useT } from '@/utils/i18n';
import { MAX_IMAGE_MB, uploadError, uploadHeaders, type UploadAnswer } from '@/utils/upload';
import { useAntdApp } from '@/components/AntdApp';

/** The image uploader's answer. */
type Answer = UploadAnswer<{ url?: string }>;

/**
 * A form field whose value is one picture's URL (/uploads/…): a provider's logo, an article's cover. The picture
 * goes to the image uploader at once; removing it clears the value.
 */
export default function ImageUrlInput({ value, onChange }: { value?: string | null; onChange?: (url: string | undefined) => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const headers = useMemo(uploadHeaders, []);
  const [list, setList] = useState<UploadFile[]>(value ? [{ uid: 'image', name: 'image', status: 'done', url: value }] : []);

  // A value set from outside (the form loading a record) replaces what is shown.
  useEffect(() => {
    setList((current) =>
      current[0]?.status === 'uploading' || (current[0]?.url ?? (current[0]?.response as Answer)?.data?.url) === value
        ? current
        : value
        ? [{ uid: 'image', name: 'image', status: 'done', url: value }]
        : [],
    );
  }, [value]);

  return (
    <SingleImageUpload
      headers={headers}
      fileList={list}
      label={t('policyAdmin.provider.logo.upload')}
      onTooLarge={() => message.error(t('policyAdmin.provider.logo.size', { max: MAX_IMAGE_MB }))}
      onChange={({ file, fileList }) => {
        setList(fileList);
        if (file.status === 'done') onChange?.((file.response as Answer)?.data?.url ?? undefined);
        if (file.status === 'removed') onChange?.(undefined);
        const reason = uploadError(file);
        if (reason) message.error(t('policyAdmin.attachments.failed', { name: file.name, reason }));
      }}
    />
  );
}
