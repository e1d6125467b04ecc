/**
 * A stand-in for '@umijs/max' in screen tests: intl from the front's and the back office's texts (zh-CN, the lazily loaded
 * parts included: LazyMessages loads them through getLocale and addLocale, which do nothing here), access
 * from a settable list of permission keys, router helpers that do nothing, and the real dva hooks
 * (render inside a store: renderScreen does).
 * Use: jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
 */
import admin from '@/locales/zh-CN/admin';
import airQuality from '@/locales/zh-CN/airQuality';
import articleEditing from '@/locales/zh-CN/articleEditing';
import clue from '@/locales/zh-CN/clue';
import cms from '@/locales/zh-CN/cms';
import datav from '@/locales/zh-CN/datav';
import forumModeration from '@/locales/zh-CN/forumModeration';
import front from '@/locales/zh-CN/front';
import selfTest from '@/locales/zh-CN/selfTest';

const messages: Record<string, string> = { ...front, ...admin, ...articleEditing, ...cms, ...forumModeration, ...selfTest, ...airQuality, ...clue, ...datav };

const granted = { keys: new Set<string>(), all: true };

/** Grants only these permission keys (all keys when called without arguments). */
export function grant(...keys: string[]) {
  granted.keys = new Set(keys);
  granted.all = keys.length === 0;
}

export const format = (id: string, values: Record<string, unknown> = {}) =>
  (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));

export function umiMaxMock() {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { reactRedux } = require('./reactRedux');
  return {
    useDispatch: reactRedux.useDispatch,
    useSelector: reactRedux.useSelector,
    getLocale: () => 'zh-CN',
    addLocale: () => undefined,
    useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }),
    useAccess: () => ({ can: (key: string) => granted.all || granted.keys.has(key) }),
    useModel: () => ({ initialState: { currentUser: { id: 1 } } }),
    useSearchParams: () => [new URLSearchParams(window.location.search)],
    Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
    history: { push: jest.fn() },
  };
}
