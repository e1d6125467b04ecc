import { useModel } from '@umijs/max';
import { pageData, pageDataKey } from '@/utils/pageData';

/**
 * The public site configuration (site name, address, service phone, ICP record): the app's state once loaded,
 * before that the configuration a server-rendered page was rendered with, so both render the same.
 */
export function useSiteConfig(): Record<string, unknown> {
  const { initialState } = useModel('@@initialState');
  return initialState?.config ?? pageData<Record<string, unknown>>(pageDataKey.siteConfig) ?? {};
}
