import { ProCard, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useAccess, useModel } from '@umijs/max';
import { Alert, Form, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { SERVICE_PHONE_PATTERN } from '@shared/phone';
import { useAntdApp } from '@/components/AntdApp';
import ImageUrlInput from '@/components/SingleImageUpload/ImageUrlInput';
import { getWebConfig, saveWebConfig } from '@/services/portal/cms';
import { allConfig } from '@/services/portal/config';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';

type WebConfig = Awaited<ReturnType<typeof getWebConfig>>['data'];
const FIELDS: (keyof WebConfig)[] = [
  'siteName',
  'siteNameEn',
  'parkName',
  'logo',
  'favicon',
  'address',
  'servicePhone',
  'email',
  'serviceHours',
  'icp',
  'policeRecord',
  'copyright',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 站点信息: one form for the whole configuration. Saved, the app's own copy is read again, so this back office's
 * title and logo change at once, as the front's pages do on their next load.
 */
export default function SiteForm() {
  const t = useT();
  const { message } = useAntdApp();
  const access = useAccess();
  const canSave = access.can('webconfig:save');
  const { setInitialState } = useModel('@@initialState');
  const [form] = Form.useForm<WebConfig>();
  const [loaded, setLoaded] = useState<WebConfig>();

  useEffect(() => {
    getWebConfig().then(
      (res) => setLoaded(res.data),
      () => undefined, // the request layer has said why
    );
  }, []);

  const save = async (values: WebConfig) => {
    const body = Object.fromEntries(FIELDS.map((key) => [key, typeof values[key] === 'string' ? values[key]!.trim() || null : null])) as WebConfig;
    try {
      const saved = (await saveWebConfig(body, { skipErrorHandler: true })).data;
      form.setFieldsValue(saved);
      message.success(t('cms.webconfig.saved'));
      const config = await allConfig({ skipErrorHandler: true }).catch(() => undefined);
      if (config?.code === 0) setInitialState((s) => (s ? { ...s, config: config.data } : s));
      return true;
    } catch (err) {
      applyServerError(form, err, FIELDS, message.error);
      return false;
    }
  };

  if (!loaded) return <Skeleton active />;
  const text = (name: keyof WebConfig, max: number, extra: Partial<Parameters<typeof ProFormText>[0]> = {}) => (
    <ProFormText name={name} label={t(`cms.webconfig.${name}`)} width="lg" fieldProps={{ maxLength: max, ...extra.fieldProps }} {...extra} />
  );

  return (
    <ProForm<WebConfig>
      form={form}
      layout="vertical"
      initialValues={loaded}
      disabled={!canSave}
      onFinish={save}
      submitter={canSave ? { resetButtonProps: false } : false}
    >
      {!canSave && <Alert type="info" showIcon message={t('cms.webconfig.readonly')} style={{ marginBottom: 16 }} />}
      <ProCard title={t('cms.webconfig.group.basic')} bordered style={{ marginBottom: 16 }}>
        {text('siteName', 40, { rules: [{ required: true, whitespace: true, message: t('cms.webconfig.siteName.required') }] })}
        {text('siteNameEn', 60)}
        {text('parkName', 60)}
        <ProForm.Group>
          <ProForm.Item
            name="logo"
            label={t('cms.webconfig.logo')}
            tooltip={t('cms.webconfig.logo.tip')}
            rules={[{ required: true, message: t('cms.webconfig.logo.required') }]}
          >
            <ImageUrlInput />
          </ProForm.Item>
          <ProForm.Item name="favicon" label={t('cms.webconfig.favicon')} tooltip={t('cms.webconfig.favicon.tip')}>
            <ImageUrlInput />
          </ProForm.Item>
        </ProForm.Group>
      </ProCard>
      <ProCard title={t('cms.webconfig.group.contact')} bordered style={{ marginBottom: 16 }}>
        {text('address', 120)}
        {text('servicePhone', 30, {
          rules: [
            {
              validator: async (_, v?: string) =>
                !v?.trim() || SERVICE_PHONE_PATTERN.test(v.replace(/[\s()]/g, ''))
                  ? undefined
                  : Promise.reject(new Error(t('cms.webconfig.servicePhone.invalid'))),
            },
          ],
        })}
        {text('email', 128, { rules: [{ pattern: EMAIL, message: t('cms.webconfig.email.invalid') }] })}
        {text('serviceHours', 60, { fieldProps: { placeholder: t('cms.webconfig.serviceHours.placeholder') } })}
      </ProCard>
      <ProCard title={t('cms.webconfig.group.records')} bordered style={{ marginBottom: 16 }}>
        {text('icp', 40, { fieldProps: { placeholder: t('cms.webconfig.icp.placeholder') } })}
        {text('policeRecord', 40, { fieldProps: { placeholder: t('cms.webconfig.policeRecord.placeholder') } })}
        {text('copyright', 100, { tooltip: t('cms.webconfig.copyright.tip') })}
      </ProCard>
      <ProCard title={t('cms.webconfig.group.seo')} bordered style={{ marginBottom: 16 }}>
        {text('seoTitle', 60, { tooltip: t('cms.webconfig.seoTitle.tip') })}
        <ProFormTextArea name="seoDescription" label={t('cms.webconfig.seoDescription')} width="xl" fieldProps={{ maxLength: 200, showCount: true, rows: 3 }} />
        {text('seoKeywords', 200, { tooltip: t('cms.webconfig.seoKeywords.tip') })}
      </ProCard>
    </ProForm>
  );
}
