/**
 * A stand-in for '@umijs/max' in the apply screens' tests: the front's and the apply texts in Chinese, the real
 * dva hooks (render inside a store), Link as its anchor, and the query string from `searchParams.search`.
 * Use: jest.mock('@umijs/max', () => require('./helpers/applyUmiMax').applyUmiMax());
 * (No imported types here: jest's hoisting runs Babel on files that call jest, and it keeps type annotations.)
 */
import { createElement } from 'react';
import { reactRedux } from './reactRedux';

export const searchParams = { search: '' };

export function applyUmiMax() {
  const messages = {
    ...(jest.requireActual('@/locales/zh-CN/front').default as Record<string, string>),
    ...(jest.requireActual('@/locales/zh-CN/apply').default as Record<string, string>),
  };
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    getLocale: () => 'zh-CN',
    addLocale: jest.fn(),
    useIntl: () => ({ formatMessage: format, locale: 'zh-CN' }),
    useDispatch: reactRedux.useDispatch,
    useSelector: reactRedux.useSelector,
    history: { push: jest.fn() },
    // Umi's Link as the anchor it renders.
    Link: ({ to, children }: { to: string; children?: string }) => createElement('a', { href: to }, children),
    useSearchParams: () => [new URLSearchParams(searchParams.search)],
  };
}
