import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadAvatar } from '@/services/portal/account';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { beforeUploadWithin, IMAGE_ACCEPT, MAX_IMAGE_MB } from '@/utils/upload';
import { useAntdApp } from '@/components/AntdApp';

/**
 * One's own picture in 基本设置. A chosen image is uploaded at once (the server checks its content and
 * size) and shown here; `onChange` hands its thumbnail URL, or null for "remove", to the form, which
 * saves it with the profile. `value` undefined means unchanged, so the saved `current` is shown.
 */
export default function AvatarPicker({
  current,
  value,
  onChange,
}: {
  current?: string | null;
  value?: string | null;
  onChange: (avatar: string | null) => void;
}) {
  const t = useT();
  const { message } = useAntdApp();
  const [uploading, setUploading] = useState(false);
  const shown = value === undefined ? current : value;

  return (
    <Space direction="vertical" align="center" size={12}>
      <Avatar size={120} src={shown || undefined} icon={<UserOutlined />} alt={t('pages.accountSettings.avatar')} />
      <Space>
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={beforeUploadWithin(MAX_IMAGE_MB, () => message.error(t('pages.accountSettings.avatar.tooLarge', { max: MAX_IMAGE_MB })))}
          customRequest={async ({ file, onSuccess, onError }) => {
            const body = new FormData();
            body.append('file', file as Blob);
            setUploading(true);
            try {
              const res = await uploadAvatar({ data: body, skipErrorHandler: true });
              // The 320-pixel thumbnail is plenty for an avatar and far lighter than the photo.
              onChange(res.data.thumbUrl ?? res.data.url);
              onSuccess?.(res.data);
            } catch (err) {
              message.error(t('pages.accountSettings.avatar.failed', { reason: serverFieldError(err).message ?? '' }));
              onError?.(err as Error);
            } finally {
              setUploading(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('pages.accountSettings.avatar.change')}
          </Button>
        </Upload>
        {shown ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)} disabled={uploading}>
            {t('pages.accountSettings.avatar.remove')}
          </Button>
        ) : null}
      </Space>
      <Typography.Text type="secondary">{t('pages.accountSettings.avatar.hint', { max: MAX_IMAGE_MB })}</Typography.Text>
      {value !== undefined && value !== current ? <Typography.Text type="warning">{t('pages.accountSettings.avatar.pending')}</Typography.Text> : null}
    </Space>
  );
}
