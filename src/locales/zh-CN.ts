/**
 * Chinese, the default language, is in the entry bundle with the front's texts; the back office's come with
 * the admin layout. English loads on demand (src/locales/load.ts), so Chinese visitors never download it.
 */
export { default } from './zh-CN/front';
