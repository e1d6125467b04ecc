import { DATAV_KEY, DEFAULT_DATAV } from '@shared/datav';

/** Default site configuration, editable later in the web-configuration area. */
export const defaultConfig: Record<string, unknown> = {
  siteName: '智汇园区综合服务平台',
  siteNameEn: 'Park Portal',
  parkName: '苏州工业园区星湖科技园',
  logo: '/logo.svg',
  favicon: '/logo.svg',
  icp: '苏ICP备2026000001号',
  policeRecord: '苏公网安备 32059002006001号',
  servicePhone: '0512-6288 0000',
  address: '江苏省苏州市工业园区星湖街 328 号',
  copyright: '© 2026 星湖科技园运营管理有限公司',
  email: 'service@xinghu-park.example.cn',
  serviceHours: '工作日 9:00–17:30',
  seoTitle: '星湖科技园企业服务平台 · 惠企政策一站通',
  seoDescription: '苏州工业园区星湖科技园的一站式企业服务平台：惠企政策搜索与匹配、申报日历、园区资讯与服务市场。',
  seoKeywords: '惠企政策,政策申报,高新技术企业,苏州工业园区,星湖科技园',
  defaultLocale: 'zh-CN',
  passwordPolicy: { minLength: 8, minClasses: 3 },
  /** The big screen (/datav): on, with the panels public already; the park's own figures wait for an admin to publish them. */
  [DATAV_KEY]: DEFAULT_DATAV,
};
