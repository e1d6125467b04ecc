import type { ProSettings } from '@ant-design/pro-components';

/**
 * The 13 named base colours of the Ant Design palette (antd 4 values, so blue is the spec's #1890FF).
 * The settings drawer offers exactly these; the choice is remembered in local storage.
 */
export const baseColors = {
  red: '#F5222D',
  volcano: '#FA541C',
  orange: '#FA8C16',
  gold: '#FAAD14',
  yellow: '#FADB14',
  lime: '#A0D911',
  green: '#52C41A',
  cyan: '#13C2C2',
  blue: '#1890FF',
  geekblue: '#2F54EB',
  purple: '#722ED1',
  magenta: '#EB2F96',
  grey: '#666666',
} as const;
export type BaseColorName = keyof typeof baseColors;

export const PRIMARY_COLOR = baseColors.blue;

const defaultSettings: Partial<ProSettings> & { colorPrimary: string; title: string } = {
  navTheme: 'light',
  colorPrimary: PRIMARY_COLOR,
  layout: 'mix',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixSiderbar: true,
  colorWeak: false,
  title: '智汇园区',
  splitMenus: false,
};

export default defaultSettings;
