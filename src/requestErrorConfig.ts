import type { RequestConfig } from '@umijs/max';
import { getToken } from '@/utils/token';

/** The request layer (spec §7, §8). */
export const requestConfig: RequestConfig = {
  withCredentials: true,
  requestInterceptors: [
    (config: any) => {
      const token = getToken();
      const headers = { ...config.headers, 'app-name': 'portal', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      return { ...config, headers };
    },
  ],
};
