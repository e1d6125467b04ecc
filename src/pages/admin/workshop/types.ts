import type { queryWorkshops, workshopBuildings } from '@/services/portal/workshop';

/** A unit as the list and the detail return it. */
export type UnitItem = Awaited<ReturnType<typeof queryWorkshops>>['data']['list'][number];
export type Photo = UnitItem['photos'][number];
export type BuildingItem = Awaited<ReturnType<typeof workshopBuildings>>['data'][number];

/** The dictionaries a unit's values come from (server/seed/dictionaries.ts). */
export const USAGE_DICT = 'unit_usage';
export const RENTAL_STATUS_DICT = 'rental_status';
export const FITOUT_DICT = 'fitout_status';

export const EXPORT_URL = '/apiv2/park/admin/resource/workshop/export';

/** The columns the server sorts by. */
export const SORT_FIELDS = ['code', 'floor', 'grossArea', 'usableArea', 'refPrice', 'availableFrom'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The list's filters and order: the same for the page and the export. */
export type UnitFilters = {
  keyword?: string;
  building?: string;
  usage?: string;
  rentalStatus?: string;
  areaMin?: number;
  areaMax?: number;
  priceMin?: number;
  priceMax?: number;
  sortField?: SortField;
  sortOrder?: 'ascend' | 'descend';
};

/** The server's rules (server/modules/workshop/schemas.ts), mirrored so most mistakes never leave the form. */
export const CODE_PATTERN = /^[A-Za-z0-9-]+$/;
export const MAX_AREA = 1_000_000;
export const MAX_PRICE = 100_000;
export const MIN_FLOOR = -5;
export const MAX_FLOOR = 200;
export const MAX_PHOTOS = 20;
