/**
 * A stand-in for '@umijs/max' in the user centre's screen tests: the front's Chinese texts, the real dva
 * hooks (render inside a store), and `?tab=` kept in `searchParams.search`, which a test sets before rendering
 * and reads after a tab change.
 * Use: jest.mock('@umijs/max', () => require('./helpers/frontUmiMax').frontUmiMax());
 */
import React from 'react';
import messages from '@/locales/zh-CN/front';
import { reactRedux } from './reactRedux';

export const searchParams = { search: '' };

const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
  ((messages as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));

export function frontUmiMax() {
  return {
    useIntl: () => ({ formatMessage: format, locale: 'zh-CN' }),
    useDispatch: reactRedux.useDispatch,
    useSelector: reactRedux.useSelector,
    history: { push: jest.fn() },
    Link: ({ to, ...rest }: { to: string } & Record<string, unknown>) => React.createElement('a', { href: to, ...rest }),
    useSearchParams: () => {
      const [params, setParams] = React.useState(() => new URLSearchParams(searchParams.search));
      return [
        params,
        (next: URLSearchParams) => {
          searchParams.search = `?${next}`;
          setParams(new URLSearchParams(next));
        },
      ];
    },
  };
}
