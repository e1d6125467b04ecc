import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { ProForm, ProFormCheckbox, ProFormGroup, ProFormList, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Space, Typography, Upload } from 'antd';
import { useT } from '@/utils/i18n';
import { ATTACHMENT_ACCEPT, ATTACHMENT_UPLOAD_URL, MAX_ATTACHMENT_MB, beforeUploadWithin, uploadError, uploadHeaders, type UploadAnswer } from '@/utils/upload';
import { MATERIAL_EXTENSIONS, MAX_FORM_ITEMS, MAX_MATERIAL_NAME, MAX_MATERIAL_NOTE, type MaterialRow } from './settings';
import { useAntdApp } from '@/components/AntdApp';

/** A material's template (申报书模板…): an uploaded attachment's URL; companies download it to fill in. */
function TemplateUpload({ value, onChange }: { value?: string; onChange?: (url?: string) => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const canUpload = useAccess().can('upload:attachment');
  return (
    <Space size={4}>
      {value && (
        <>
          <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
            {t('application.settings.material.template.file')}
          </Typography.Link>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('application.settings.material.template.remove')}
            onClick={() => onChange?.(undefined)}
          />
        </>
      )}
      {canUpload && (
        <Upload
          action={ATTACHMENT_UPLOAD_URL}
          headers={uploadHeaders()}
          accept={ATTACHMENT_ACCEPT}
          maxCount={1}
          showUploadList={false}
          beforeUpload={beforeUploadWithin(MAX_ATTACHMENT_MB, (file) => message.error(`${file.name} > ${MAX_ATTACHMENT_MB} MB`))}
          onChange={({ file }) => {
            if (file.status === 'done') onChange?.((file.response as UploadAnswer<{ url: string }>)?.data?.url);
            if (file.status === 'error') message.error(uploadError(file) ?? t('application.failed'));
          }}
        >
          <Button size="small" icon={<UploadOutlined />}>
            {value ? t('application.settings.material.template.replace') : t('application.settings.material.template')}
          </Button>
        </Upload>
      )}
    </Space>
  );
}

/**
 * The documents a company uploads: name (unique in the form), required or not, the file types taken, a template
 * to download and a note. The key companies' files are filed under is kept out of sight (see withKeys).
 */
export default function MaterialList() {
  const t = useT();
  return (
    <ProFormList<MaterialRow>
      name="materials"
      label={t('application.settings.materials')}
      max={MAX_FORM_ITEMS}
      copyIconProps={false}
      alwaysShowItemLabel={false}
      creatorButtonProps={{ creatorButtonText: t('application.settings.material.add'), style: { width: '100%' } }}
      creatorRecord={{ required: true, accept: ['pdf'] }}
      rules={[
        {
          validator: async (_, rows: MaterialRow[] | undefined) => {
            const names = (rows ?? []).map((r) => r.name?.trim()).filter(Boolean);
            if (new Set(names).size !== names.length) throw new Error(t('application.settings.material.name.duplicate'));
          },
        },
      ]}
    >
      <div style={{ width: '100%', borderBottom: '1px dashed rgba(0,0,0,0.1)', marginBottom: 8 }}>
        <ProFormGroup size={8} align="center">
          <ProFormText
            name="name"
            placeholder={t('application.settings.material.name')}
            width={200}
            fieldProps={{ maxLength: MAX_MATERIAL_NAME }}
            rules={[{ required: true, whitespace: true, message: t('application.settings.material.name.required') }]}
          />
          <ProFormSelect
            name="accept"
            placeholder={t('application.settings.material.accept')}
            width={220}
            mode="multiple"
            options={MATERIAL_EXTENSIONS.map((ext) => ({ value: ext, label: ext }))}
            rules={[{ required: true, type: 'array', min: 1, message: t('application.settings.material.accept.required') }]}
          />
          <ProFormCheckbox name="required">{t('application.settings.required')}</ProFormCheckbox>
        </ProFormGroup>
        <ProFormGroup size={8} align="center">
          <ProFormText name="note" placeholder={t('application.settings.material.note')} width={330} fieldProps={{ maxLength: MAX_MATERIAL_NOTE }} />
          <ProForm.Item name="templateUrl">
            <TemplateUpload />
          </ProForm.Item>
        </ProFormGroup>
      </div>
    </ProFormList>
  );
}
