import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** `t('pages.account.title')`: the screens' short form of `useIntl().formatMessage({ id })`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
