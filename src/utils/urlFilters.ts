import { useSearchParams } from '@umijs/max';
import { useState } from 'react';

/**
 * The filters a list screen takes from its address (`/admin/company?status=active`, as the dashboard's figures link
 * to it): the named query parameters that are given, read once when the screen opens. A list's table starts with
 * them in its search form (`form={{ initialValues }}`), so its first request, the figure and the form agree.
 */
export function filtersFromUrl(params: URLSearchParams, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value.slice(0, 100);
  }
  return out;
}

/** filtersFromUrl for the current address, kept for the screen's life (the table owns its form afterwards). */
export function useUrlFilters(keys: readonly string[]): Record<string, string> {
  const [params] = useSearchParams();
  const [filters] = useState(() => filtersFromUrl(params, keys));
  return filters;
}
