import { z } from 'zod';
import { ITEMS } from '@shared/airQuality';
import { DATAV_PANELS, DATAV_REFRESH_MAX, DATAV_REFRESH_MIN, DATAV_TITLE_MAX } from '@shared/datav';
import { optionalText } from '../../lib/fields';
import { relatedPolicy } from '../policy/schemas';

const int = z.number().int();

// ---------- the settings (站点配置 › 大屏展示) ----------

/** POST /api/portal/admin/config/postdatav: the whole form. */
export const datavSettingsPost = z.object({
  enabled: z.boolean(),
  title: optionalText(DATAV_TITLE_MAX),
  /** The panels published on the signed-out screen; each at most once. */
  panels: z
    .array(z.enum(DATAV_PANELS))
    .max(DATAV_PANELS.length)
    .refine((panels) => new Set(panels).size === panels.length, 'must name each panel once'),
  refreshSeconds: z
    .number()
    .int('must be a whole number of seconds')
    .min(DATAV_REFRESH_MIN, `must be at least ${DATAV_REFRESH_MIN} seconds`)
    .max(DATAV_REFRESH_MAX, `must be at most ${DATAV_REFRESH_MAX} seconds`),
});
export const datavSettings = z.object({
  enabled: z.boolean(),
  title: z.string().nullable(),
  panels: z.array(z.enum(DATAV_PANELS)),
  refreshSeconds: int,
});

// ---------- the screen (GET /api/datav/misc/screen) ----------

const occupancy = {
  /** m², gross. */
  totalArea: z.number(),
  occupiedArea: z.number(),
  /** occupiedArea / totalArea, 0…1; null without space. */
  occupancyRate: z.number().nullable(),
};

export const parkFiguresPanel = z.object({
  /** Companies whose status is 在园 (active). */
  companiesInPark: int,
  units: int,
  ...occupancy,
  /** Each building's units and occupancy by area. */
  byBuilding: z.array(z.object({ building: z.string(), units: int, ...occupancy })),
});

export const funnelPanel = z.object({
  /** The pipeline's stages in order (the side states left out): the clues now at each, and those that reached it (it or further). */
  stages: z.array(z.object({ stage: z.string(), label: z.string(), count: int, reached: int })),
  /** Owned clues in the pipeline, side states included. */
  total: int,
  /** Clues moved to "signed" this year (China time). */
  signedThisYear: int,
});

const level = {
  aqi: int.nullable(),
  level: int.nullable(),
  category: z.string().nullable(),
  categoryEn: z.string().nullable(),
  colour: z.string().nullable(),
};

export const airQualityPanel = z.object({
  /** The park's figure: the highest AQI of the latest hour any station reported. */
  park: z.object({ hour: z.string().nullable(), ...level, primary: z.array(z.enum(ITEMS)) }),
  stations: z.array(
    z.object({
      stationId: int,
      name: z.string(),
      /** The latest reading's hour (ISO), null when the station has none. */
      hour: z.string().nullable(),
      ...level,
      primary: z.array(z.enum(ITEMS)),
      /** The hourly AQI of the last 24 hours, oldest first (hours without a reading left out). */
      series: z.array(z.object({ hour: z.string(), aqi: int.nullable() })),
    }),
  ),
});

export const policiesPanel = z.object({
  /** Published policies whose window is open today (closing soon included). */
  open: int,
  closingSoon: int,
  latest: z.array(relatedPolicy),
});

/** Only the published panels are present (the others are neither computed nor sent). */
export const datavScreen = z.object({
  title: z.string(),
  refreshSeconds: int,
  generatedAt: z.string(),
  panels: z.array(z.enum(DATAV_PANELS)),
  parkFigures: parkFiguresPanel.optional(),
  funnel: funnelPanel.optional(),
  airQuality: airQualityPanel.optional(),
  policies: policiesPanel.optional(),
});
export type DatavScreen = z.infer<typeof datavScreen>;
