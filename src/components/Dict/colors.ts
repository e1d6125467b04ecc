import { tagColorOrNone } from '@shared/tagColor';

/** The token name of each status colour, for drawing a dot of the colour. */
export const STATUS_COLOR_TOKENS: Record<string, string> = {
  default: 'colorTextQuaternary',
  success: 'colorSuccess',
  processing: 'colorInfo',
  warning: 'colorWarning',
  error: 'colorError',
};

/** The CSS colour of a tag colour name in the given theme token (preset names map to the palette). */
export function cssColorOf(stored: string | null | undefined, token: Record<string, unknown>): string | undefined {
  const color = tagColorOrNone(stored);
  if (!color) return undefined;
  const tokenName = STATUS_COLOR_TOKENS[color] ?? color;
  const value = token[tokenName];
  return typeof value === 'string' ? value : color;
}
