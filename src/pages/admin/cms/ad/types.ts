import type { queryAdAreas, queryAdResources } from '@/services/portal/cms';

export type AdArea = Awaited<ReturnType<typeof queryAdAreas>>['data']['list'][number];
export type AdResource = Awaited<ReturnType<typeof queryAdResources>>['data']['list'][number];
export type AdState = AdResource['state'];

export const STATE_COLORS: Record<AdState, string> = { live: 'green', scheduled: 'blue', ended: 'default', disabled: 'red' };
