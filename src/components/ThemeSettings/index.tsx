import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { useAntdConfigSetter, useModel } from '@umijs/max';
import { Drawer, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { baseColors, type BaseColorName } from '../../../config/defaultSettings';
import { savePrimaryColor } from '@/utils/theme';
import { useT } from '@/utils/i18n';

/** A header button that opens the settings drawer: pick the primary colour among the 13 base colours. */
export default function ThemeSettings() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { initialState, setInitialState } = useModel('@@initialState');
  const setAntdConfig = useAntdConfigSetter();
  const current = initialState?.settings?.colorPrimary;

  const choose = (name: BaseColorName) => {
    const colorPrimary = baseColors[name];
    savePrimaryColor(name);
    setAntdConfig((config) => ({ ...config, theme: { ...config.theme, token: { ...config.theme?.token, colorPrimary } } }));
    setInitialState((s) => (s ? { ...s, settings: { ...s.settings, colorPrimary } } : s));
  };

  return (
    <>
      <Tooltip title={t('settings.title')}>
        <BgColorsOutlined data-testid="theme-settings" onClick={() => setOpen(true)} style={{ fontSize: 16, cursor: 'pointer' }} />
      </Tooltip>
      <Drawer title={t('settings.title')} open={open} onClose={() => setOpen(false)} width={320}>
        <Typography.Text strong>{t('settings.primaryColor')}</Typography.Text>
        <Space wrap style={{ marginTop: 12 }}>
          {(Object.keys(baseColors) as BaseColorName[]).map((name) => (
            <Tooltip key={name} title={t(`settings.color.${name}`)}>
              <div
                role="button"
                aria-label={name}
                data-color={name}
                onClick={() => choose(name)}
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: 4,
                  background: baseColors[name],
                  cursor: 'pointer',
                  color: '#fff',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {current?.toLowerCase() === baseColors[name].toLowerCase() ? <CheckOutlined /> : null}
              </div>
            </Tooltip>
          ))}
        </Space>
      </Drawer>
    </>
  );
}
