import type { MarkerKind } from '@shared/gis';
import type { gisPlan, queryGisMarkers, queryGisPois, searchGisPlaces } from '@/services/portal/gis';
import type { DataOf } from '@/utils/request/dataOf';

export type MarkerAnswer = DataOf<typeof queryGisMarkers>;
export type Marker = MarkerAnswer['markers'][number];
export type SitePlan = NonNullable<DataOf<typeof gisPlan>['current']>;
export type PoiItem = DataOf<typeof queryGisPois>['list'][number];
export type PlaceHit = DataOf<typeof searchGisPlaces>['list'][number];

/** The kinds an admin may drag on the plan (a company and a project stand at their unit, a clue at the unit that would suit it). */
export const MOVABLE: readonly MarkerKind[] = ['building', 'unit', 'poi'];

/** Each kind's colour on the map and in the legend; a unit's follows its rental status. */
export const KIND_COLORS: Record<MarkerKind, string> = {
  building: '#1677ff',
  unit: '#52c41a',
  company: '#722ed1',
  clue: '#fa8c16',
  project: '#eb2f96',
  poi: '#13c2c2',
};
const UNIT_STATUS_COLORS: Record<string, string> = { available: '#52c41a', leased: '#8c8c8c', expiring: '#faad14', locked: '#fa541c' };
export const colorOf = (m: Pick<Marker, 'kind' | 'status'>) => (m.kind === 'unit' ? UNIT_STATUS_COLORS[m.status ?? ''] ?? '#bfbfbf' : KIND_COLORS[m.kind]);

/**
 * Plan pixels (x right, y down from the image's top-left corner) to Leaflet's CRS.Simple [lat, lng] (lat grows upwards)
 * and back: the image covers [[0, 0], [height, width]].
 */
export const toLatLng = (height: number, x: number, y: number): [number, number] => [height - y, x];
export const toPixels = (height: number, lat: number, lng: number) => ({ x: Math.round(lng * 10) / 10, y: Math.round((height - lat) * 10) / 10 });

/** A position kept within the plan (a marker dragged past the edge is put back on it). */
export const clampToPlan = (plan: { width: number; height: number }, p: { x: number; y: number }) => ({
  x: Math.min(plan.width, Math.max(0, p.x)),
  y: Math.min(plan.height, Math.max(0, p.y)),
});
