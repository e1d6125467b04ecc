import { PictureOutlined } from '@ant-design/icons';
import TiptapImage from '@tiptap/extension-image';
import type { Editor } from '@tiptap/react';
import { Alert, Button, Form, Input, Modal, Tooltip, type UploadFile } from 'antd';
import { useId, useState } from 'react';
import SingleImageUpload from '@/components/SingleImageUpload';
import { MAX_IMAGE_MB, uploadError, uploadHeaders, type UploadAnswer } from '@/utils/upload';

/**
 * Pictures in the text (a flow chart of the application procedure, a map): block images, never data:
 * URLs. The server keeps only images of our own uploads (shared/sanitizeHtml.ts, isOwnUpload);
 * others in loaded HTML stay visible here, outlined (index.less), until the save drops them.
 */
export const imageExtension = TiptapImage.configure({ inline: false, allowBase64: false });

/** What the image uploader answers (server/modules/upload/schemas.ts). */
type Answer = UploadAnswer<{ url?: string }>;

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The picture button: a dialog that uploads one image through the upload API (checked by content and
 * size there) and asks for its description, which becomes the alt text.
 */
export function ImageButton({ editor, disabled, t }: { editor: Editor; disabled?: boolean; t: Translate }) {
  const altId = useId();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  // Read when the dialog opens, so a login in between counts.
  const [headers, setHeaders] = useState<Record<string, string>>({});

  const url = files[0]?.status === 'done' ? (files[0].response as Answer | undefined)?.data?.url : undefined;
  const ready = !!url && !!alt.trim();

  const close = () => {
    setOpen(false);
    setFiles([]);
    setAlt('');
    setError(undefined);
  };
  const insert = () => {
    if (!ready) return;
    // focus() first: the selection the editor had before the dialog took the focus.
    editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
    close();
  };

  return (
    <>
      <Tooltip title={t('image.tip', { max: MAX_IMAGE_MB })}>
        <Button
          size="small"
          type="text"
          icon={<PictureOutlined />}
          aria-label={t('image')}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setHeaders(uploadHeaders());
            setOpen(true);
          }}
        />
      </Tooltip>
      <Modal open={open} title={t('image.title')} okText={t('image.insert')} okButtonProps={{ disabled: !ready }} onOk={insert} onCancel={close}>
        <Form layout="vertical" component="div">
          <Form.Item label={t('image.file')} extra={t('image.tip', { max: MAX_IMAGE_MB })}>
            <SingleImageUpload
              headers={headers}
              fileList={files}
              label={t('image.choose')}
              onTooLarge={() => setError(t('image.size', { max: MAX_IMAGE_MB }))}
              onChange={({ file, fileList }) => {
                setFiles(fileList);
                if (file.status === 'uploading') setError(undefined);
                const reason = uploadError(file);
                if (reason) setError(t('image.failed', { reason }));
              }}
            />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Form.Item label={t('image.alt')} htmlFor={altId} extra={t('image.alt.help')} required>
            <Input
              id={altId}
              value={alt}
              maxLength={200}
              placeholder={t('image.alt.placeholder')}
              onChange={(e) => setAlt(e.target.value)}
              onPressEnter={insert}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
