import type { marketOffers, marketProvider, marketProviders } from '@/services/portal/policy';

export type MarketProvider = Awaited<ReturnType<typeof marketProviders>>['data']['list'][number];
export type MarketOffer = Awaited<ReturnType<typeof marketOffers>>['data']['list'][number];
export type MarketProviderDetail = Awaited<ReturnType<typeof marketProvider>>['data'];
