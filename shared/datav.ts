/**
 * The park's big screen (/datav, GET /api/datav/misc/screen): a signed-out lobby display that shows only the panels an
 * admin has published. Its settings are the site configuration entry `datavScreen`, edited in 站点配置's 大屏展示 tab.
 * Shared by the server (which computes only the published panels), the screens and the mocks.
 */

/** The panels the screen can show, in the order the settings list them. */
export const DATAV_PANELS = ['parkFigures', 'funnel', 'airQuality', 'policies'] as const;
export type DatavPanel = (typeof DATAV_PANELS)[number];

/** Panels whose figures are public elsewhere already (the front's air quality and policies). */
export const DATAV_PUBLIC_PANELS: readonly DatavPanel[] = ['airQuality', 'policies'];

export const DATAV_KEY = 'datavScreen';
export const DATAV_PATH = '/datav';

/** How often the screen asks again, seconds. */
export const DATAV_REFRESH_MIN = 30;
export const DATAV_REFRESH_MAX = 3600;
export const DATAV_TITLE_MAX = 40;
/** How many of the latest policies the screen lists. */
export const DATAV_POLICY_COUNT = 6;
/** How long one computed answer serves every display, ms. */
export const DATAV_CACHE_MS = 30_000;

/** The design canvas the screen is laid out on, scaled to the window. */
export const DATAV_WIDTH = 1920;
export const DATAV_HEIGHT = 1080;

export type DatavSettings = {
  enabled: boolean;
  /** The screen's heading; null shows the park's name. */
  title: string | null;
  /** The published panels, in DATAV_PANELS order. */
  panels: DatavPanel[];
  refreshSeconds: number;
};

/** A new park's settings: on, with the panels whose figures are public already; the park's own figures wait for an admin. */
export const DEFAULT_DATAV: DatavSettings = { enabled: true, title: null, panels: [...DATAV_PUBLIC_PANELS], refreshSeconds: 60 };

const isPanel = (v: unknown): v is DatavPanel => typeof v === 'string' && (DATAV_PANELS as readonly string[]).includes(v);

/** The stored entry as the server and screens read it: anything missing or out of range falls back to the defaults. */
export function normaliseDatav(stored: unknown): DatavSettings {
  if (!stored || typeof stored !== 'object') return { ...DEFAULT_DATAV, panels: [...DEFAULT_DATAV.panels] };
  const s = stored as Record<string, unknown>;
  const refresh = typeof s.refreshSeconds === 'number' && Number.isInteger(s.refreshSeconds) ? s.refreshSeconds : DEFAULT_DATAV.refreshSeconds;
  const panels = Array.isArray(s.panels) ? new Set(s.panels.filter(isPanel)) : new Set(DEFAULT_DATAV.panels);
  return {
    enabled: typeof s.enabled === 'boolean' ? s.enabled : DEFAULT_DATAV.enabled,
    title: typeof s.title === 'string' && s.title.trim() ? s.title.trim().slice(0, DATAV_TITLE_MAX) : null,
    panels: DATAV_PANELS.filter((p) => panels.has(p)),
    refreshSeconds: Math.min(DATAV_REFRESH_MAX, Math.max(DATAV_REFRESH_MIN, refresh)),
  };
}

/** The first and last day (YYYY-MM-DD, China time) of the year `now` falls in. */
export function chinaYear(now: Date): { from: string; to: string } {
  const y = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

/** The scale and offsets that fit the design canvas into a window, letterboxed (the same scale both ways, centred). */
export function fitCanvas(width: number, height: number): { scale: number; left: number; top: number } {
  const scale = Math.max(0.05, Math.min(width / DATAV_WIDTH, height / DATAV_HEIGHT));
  return { scale, left: Math.round((width - DATAV_WIDTH * scale) / 2), top: Math.round((height - DATAV_HEIGHT * scale) / 2) };
}
