import { App } from 'antd';
import { setAntdStatic } from '@/utils/antdStatic';

/**
 * Hands antd's App-context message and notification to src/utils/antdStatic.ts. Must render inside
 * antd's <App> (Umi's `antd.appConfig`); assigning during render is antd's documented pattern and makes
 * the instances available before any child effect sends a request.
 */
export default function AntdStaticHolder() {
  const { message, notification } = App.useApp();
  // Outside <App> the context holds empty objects: keep the static fallback rather than break calls.
  if (typeof message.error === 'function') setAntdStatic({ message, notification });
  return null;
}
