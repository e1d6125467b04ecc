import type { marketProviders } from '@/services/portal/policy';
import type { queryNews } from '@/services/portal/article';
import type { shownAdverts } from '@/services/portal/cms';

/** An advert area as the front's advert call answers it. */
export type ShownArea = Awaited<ReturnType<typeof shownAdverts>>['data'][number];
export type NewsItem = Awaited<ReturnType<typeof queryNews>>['data']['list'][number];
export type ProviderItem = Awaited<ReturnType<typeof marketProviders>>['data']['list'][number];
import type { getAirQualityData } from '@/services/portal/airquality';

/** The park's latest air-quality figure (getdata's `park`). */
export type ParkAirQuality = Awaited<ReturnType<typeof getAirQualityData>>['data']['park'];
