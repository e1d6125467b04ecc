/**
 * `npm run dev:api` (UMI_ENV=api) proxies the API to a running server instead of the mock files.
 * API_URL points at it; the default is `npm start` on this machine.
 */
const target = process.env.API_URL || 'http://localhost:8000';

export default {
  api: {
    '/api/': { target, changeOrigin: true },
    '/apiv2/': { target, changeOrigin: true },
  },
} as Record<string, Record<string, { target: string; changeOrigin: boolean }>>;
