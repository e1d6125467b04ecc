import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { beforeUploadWithin, IMAGE_ACCEPT, IMAGE_UPLOAD_URL, MAX_IMAGE_MB } from '@/utils/upload';

/**
 * One picture sent to the image uploader at once, shown as a card (a provider's logo, a picture in the
 * rich text). The owner keeps the file list and reads the answer; a file over the limit never leaves
 * the browser and goes to `onTooLarge` instead. `headers` come from the owner (uploadHeaders), which
 * decides when they are read.
 */
export default function SingleImageUpload({
  headers,
  fileList,
  label,
  onTooLarge,
  onChange,
}: {
  headers: Record<string, string>;
  fileList: UploadFile[];
  /** The empty card's text. */
  label: string;
  onTooLarge: (file: File) => void;
  onChange: UploadProps['onChange'];
}) {
  return (
    <Upload
      action={IMAGE_UPLOAD_URL}
      headers={headers}
      name="file"
      accept={IMAGE_ACCEPT}
      listType="picture-card"
      maxCount={1}
      fileList={fileList}
      beforeUpload={beforeUploadWithin(MAX_IMAGE_MB, onTooLarge)}
      onChange={onChange}
    >
      {fileList.length ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{label}</div>
        </div>
      )}
    </Upload>
  );
}
