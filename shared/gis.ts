/**
 * The park map (server/modules/gis, src/pages/admin/gis): what its markers are. Positions are pixels of the current
 * site plan's image: x to the right, y downwards from the top-left corner (the screen draws them with Leaflet's
 * CRS.Simple, so nothing depends on an online map service).
 *
 * A marker kind is one entry here and one query in server/modules/gis/markers.ts (`markerSources`): a project stands at
 * the first of the units it will occupy (project_units).
 */
export const MARKER_KINDS = ['building', 'unit', 'company', 'clue', 'project', 'poi'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

/** What `poisearch` finds by name. */
export const SEARCH_KINDS = ['building', 'unit', 'company', 'poi'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Most markers of one kind in one answer of the map's query (it says when there were more). */
export const MAX_MARKERS_PER_KIND = 500;

/** The dictionary of the points of interest's kinds (大门, 食堂, 停车场, 变电站…). */
export const POI_KIND_DICT = 'poi_kind';

/**
 * A clue is shown at the vacant units that would suit it: the same usage as it intends, and a usable area from its
 * intended area up to this many times it (clues name no unit of their own).
 */
export const CLUE_AREA_SLACK = 1.5;
