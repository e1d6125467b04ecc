/**
 * The colours a dictionary item's tag may have: antd's preset colour names (Tag draws them in the
 * theme's palette), its status colours, or a hex colour `#rrggbb`. Nothing else is stored, so no
 * item's colour can carry CSS of its own into a page.
 */
export const PRESET_TAG_COLORS = [
  'default',
  'blue',
  'geekblue',
  'cyan',
  'green',
  'lime',
  'gold',
  'yellow',
  'orange',
  'volcano',
  'red',
  'magenta',
  'purple',
  'success',
  'processing',
  'warning',
  'error',
] as const;

export type PresetTagColor = (typeof PRESET_TAG_COLORS)[number];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const isTagColor = (color: string): boolean => (PRESET_TAG_COLORS as readonly string[]).includes(color) || HEX_COLOR.test(color);

/** A stored colour if it is one the rule allows, else none (for values stored before the rule). */
export const tagColorOrNone = (color: string | null | undefined): string | undefined => (color && isTagColor(color) ? color : undefined);

/** The server's message (the web shows its own translated text). */
export const TAG_COLOR_RULE = 'must be a preset colour name (such as blue, green or error) or a hex colour #rrggbb';
