import { ProCard, ProForm, ProFormCheckbox, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Alert, Form, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DATAV_PANELS, DATAV_PATH, DATAV_PUBLIC_PANELS, DATAV_REFRESH_MAX, DATAV_REFRESH_MIN, DATAV_TITLE_MAX } from '@shared/datav';
import { useAntdApp } from '@/components/AntdApp';
import { getDatavSettings, saveDatavSettings } from '@/services/portal/datav';
import { applyServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';

type Settings = Awaited<ReturnType<typeof getDatavSettings>>['data'];
const FIELDS: (keyof Settings)[] = ['enabled', 'title', 'panels', 'refreshSeconds'];

/**
 * 大屏展示: the park's big screen (/datav), which runs signed out on a lobby display. It shows only the panels published
 * here; the park's own figures (companies, occupancy, the pipeline's counts) wait until an admin ticks them.
 */
export default function DatavForm() {
  const t = useT();
  const { message } = useAntdApp();
  const canSave = useAccess().can('webconfig:save');
  const [form] = Form.useForm<Settings>();
  const [loaded, setLoaded] = useState<Settings>();

  useEffect(() => {
    getDatavSettings().then(
      (res) => setLoaded(res.data),
      () => undefined, // the request layer has said why
    );
  }, []);

  const save = async (values: Settings) => {
    const body: Settings = {
      enabled: !!values.enabled,
      title: values.title?.trim() || null,
      panels: DATAV_PANELS.filter((p) => values.panels?.includes(p)),
      refreshSeconds: Number(values.refreshSeconds),
    };
    try {
      const saved = (await saveDatavSettings(body, { skipErrorHandler: true })).data;
      form.setFieldsValue(saved);
      message.success(t('cms.datav.saved'));
      return true;
    } catch (err) {
      applyServerError(form, err, FIELDS, message.error);
      return false;
    }
  };

  if (!loaded) return <Skeleton active />;
  return (
    <ProForm<Settings>
      form={form}
      layout="vertical"
      initialValues={loaded}
      disabled={!canSave}
      onFinish={save}
      submitter={canSave ? { resetButtonProps: false } : false}
    >
      {!canSave && <Alert type="info" showIcon message={t('cms.webconfig.readonly')} style={{ marginBottom: 16 }} />}
      <ProCard bordered style={{ marginBottom: 16 }} title={t('cms.datav.group')}>
        <Typography.Paragraph type="secondary">
          {t('cms.datav.intro')}{' '}
          <a href={DATAV_PATH} target="_blank" rel="noreferrer" data-testid="datav-open">
            {t('cms.datav.open')}
          </a>
        </Typography.Paragraph>
        <ProFormSwitch name="enabled" label={t('cms.datav.enabled')} tooltip={t('cms.datav.enabled.tip')} />
        <ProFormText
          name="title"
          label={t('cms.datav.title')}
          width="lg"
          fieldProps={{ maxLength: DATAV_TITLE_MAX, placeholder: t('cms.datav.title.placeholder') }}
        />
        <ProFormCheckbox.Group
          name="panels"
          label={t('cms.datav.panels')}
          tooltip={t('cms.datav.panels.tip')}
          layout="vertical"
          options={DATAV_PANELS.map((panel) => ({
            value: panel,
            label: (
              <span data-testid={`datav-panel-${panel}`}>
                {t(`cms.datav.panel.${panel}`)}
                <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                  {t(DATAV_PUBLIC_PANELS.includes(panel) ? 'cms.datav.panel.public' : 'cms.datav.panel.internal')}
                </Typography.Text>
              </span>
            ),
          }))}
        />
        <ProFormDigit
          name="refreshSeconds"
          label={t('cms.datav.refreshSeconds')}
          width="sm"
          min={DATAV_REFRESH_MIN}
          max={DATAV_REFRESH_MAX}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true, message: t('cms.datav.refreshSeconds.range', { min: DATAV_REFRESH_MIN, max: DATAV_REFRESH_MAX }) }]}
        />
      </ProCard>
    </ProForm>
  );
}
