import { ProForm, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import { Button, List, Modal, Space, Tag, Typography, type UploadFile } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import SingleImageUpload from '@/components/SingleImageUpload';
import { gisPlan, restoreGisPlan, saveGisPlan } from '@/services/portal/gis';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { MAX_IMAGE_MB, normFileList, uploadError, uploadHeaders, type UploadAnswer } from '@/utils/upload';
import type { SitePlan } from './types';

type Values = { name: string; image: UploadFile[]; rescale: boolean };

/** The uploaded image's id, once the upload went through. */
const uploadIdOf = (files: UploadFile[] | undefined) => (files?.[0]?.response as UploadAnswer<{ id: number }> | undefined)?.data?.id;

/**
 * A new site plan: an image sent to the image uploader (checked there by its content and size), then made the current
 * plan under a name; the earlier plans are listed and one may be made current again.
 */
export default function PlanModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const headers = useMemo(() => uploadHeaders(), []);
  const [history, setHistory] = useState<SitePlan[]>([]);

  useEffect(() => {
    gisPlan().then(
      (res) => setHistory(res.data.history),
      () => undefined,
    );
  }, []);

  const restore = (plan: SitePlan) =>
    Modal.confirm({
      title: `${t('gis.plan.restore')}: ${plan.name}`,
      onOk: async () => {
        try {
          await restoreGisPlan({ id: plan.id, rescale: true }, { skipErrorHandler: true });
        } catch (err) {
          message.error(serverFieldError(err).message || t('gis.common.failed'));
          return;
        }
        message.success(t('gis.plan.restored'));
        onSaved();
      },
    });

  return (
    <EntityModalForm<Values, unknown>
      title={t('gis.plan.upload')}
      width={560}
      initialValues={{ rescale: true, image: [] }}
      fieldNames={['name', 'uploadId', 'rescale']}
      save={(values, options) => {
        const uploadId = uploadIdOf(values.image);
        if (!uploadId) throw new Error(uploadError(values.image?.[0] ?? ({} as UploadFile)) ?? t('gis.plan.image.required'));
        return saveGisPlan({ name: values.name.trim(), uploadId, rescale: values.rescale }, options);
      }}
      successMessage={t('gis.plan.saved')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="name"
        label={t('gis.plan.name')}
        fieldProps={{ maxLength: 60 }}
        rules={[{ required: true, whitespace: true, message: t('gis.plan.name.required') }]}
      />
      <ProForm.Item
        name="image"
        label={t('gis.plan.image')}
        valuePropName="fileList"
        getValueFromEvent={normFileList}
        rules={[
          { validator: async (_: unknown, files: UploadFile[]) => (uploadIdOf(files) ? undefined : Promise.reject(new Error(t('gis.plan.image.required')))) },
        ]}
      >
        <SingleImageUpload
          headers={headers}
          fileList={[]}
          label={t('gis.plan.upload')}
          onTooLarge={() => message.error(t('gis.plan.image.tooLarge', { mb: MAX_IMAGE_MB }))}
          onChange={() => undefined}
        />
      </ProForm.Item>
      <ProFormCheckbox name="rescale">{t('gis.plan.rescale')}</ProFormCheckbox>
      {history.length > 0 && (
        <List
          size="small"
          header={<Typography.Text strong>{t('gis.plan.history')}</Typography.Text>}
          dataSource={history}
          renderItem={(plan) => (
            <List.Item
              actions={[
                <Button key="restore" size="small" type="link" onClick={() => restore(plan)}>
                  {t('gis.plan.restore')}
                </Button>,
              ]}
            >
              <Space>
                <a href={plan.url} target="_blank" rel="noreferrer">
                  {plan.name}
                </a>
                <Tag>{t('gis.plan.size', { width: plan.width, height: plan.height })}</Tag>
                <Typography.Text type="secondary">{plan.createdAt.slice(0, 10)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </EntityModalForm>
  );
}
