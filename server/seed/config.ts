/** Default site configuration, editable later in the web-configuration area. */
export const defaultConfig: Record<string, unknown> = {
  siteName: '智汇园区综合服务平台',
  siteNameEn: 'Park Portal',
  parkName: '苏州工业园区星湖科技园',
  logo: '/logo.svg',
  icp: '苏ICP备2026000001号',
  servicePhone: '0512-6288 0000',
  address: '江苏省苏州市工业园区星湖街 328 号',
  copyright: '© 2026 星湖科技园运营管理有限公司',
  defaultLocale: 'zh-CN',
  passwordPolicy: { minLength: 8, minClasses: 3 },
};
