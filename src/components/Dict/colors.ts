/**
 * The tag colours a dictionary item may have: antd's preset colour names (Tag renders them in the
 * theme's palette) and its status colours. Any other string is used as a CSS colour.
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

/** The token name of each status colour, for drawing a dot of the colour. */
export const STATUS_COLOR_TOKENS: Record<string, string> = {
  default: 'colorTextQuaternary',
  success: 'colorSuccess',
  processing: 'colorInfo',
  warning: 'colorWarning',
  error: 'colorError',
};

/** The CSS colour of a tag colour name in the given theme token (preset names map to the palette). */
export function cssColorOf(color: string | null | undefined, token: Record<string, unknown>): string | undefined {
  if (!color) return undefined;
  const tokenName = STATUS_COLOR_TOKENS[color] ?? color;
  const value = token[tokenName];
  return typeof value === 'string' ? value : color;
}
