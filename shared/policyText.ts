/**
 * Chinese words for search: the ICU word segmenter (Intl.Segmenter, dictionary based) splits a text into
 * words, which the server indexes (PostgreSQL's parsers do not split Chinese) and matches keywords
 * against, and which highlights and snippets mark. Pure: used by the server, the seed and the mocks.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const wordChar = /[\p{L}\p{N}]/u;

/** The words of a text, lower-cased, punctuation dropped. */
export function segmentWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words: string[] = [];
  for (const s of segmenter.segment(text)) {
    if (s.isWordLike || wordChar.test(s.segment)) {
      // Keep letters and digits only: the tsquery syntax characters never reach PostgreSQL.
      const w = s.segment.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
      if (w) words.push(w);
    }
  }
  return words;
}

export const segmented = (text: string | null | undefined) => segmentWords(text).join(' ');

/** The keyword's words ANDed as a tsquery text, each quoted (they hold letters and digits only). */
export function keywordQuery(keyword: string): { tokens: string[]; query: string } {
  const tokens = [...new Set(segmentWords(keyword))].slice(0, 16);
  return { tokens, query: tokens.map((t) => `'${t}'`).join(' & ') };
}

/** Text made safe inside HTML content and quoted attributes. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]!));

/** Character ranges of `text` that match the keyword as a whole or any of its words (case-insensitive). */
function matchRanges(text: string, keyword: string, tokens: string[]): [number, number][] {
  const lower = text.toLowerCase();
  // Single characters (高, 新) would light up half a Chinese text: only words, unless the keyword is one character.
  const whole = keyword.trim().toLowerCase();
  const words = tokens.filter((t) => t.length > 1 || whole.length === 1);
  const needles = [...new Set([whole, ...words])].filter(Boolean).sort((x, y) => y.length - x.length);
  const ranges: [number, number][] = [];
  for (const n of needles) {
    for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, i + n.length)) ranges.push([i, i + n.length]);
  }
  ranges.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The text HTML-escaped, with <em> around the matches: safe to render as HTML. */
export function highlight(text: string, keyword: string | undefined, tokens: string[]): string {
  if (!keyword?.trim()) return escapeHtml(text);
  let out = '';
  let at = 0;
  for (const [s, e] of matchRanges(text, keyword, tokens)) {
    out += `${escapeHtml(text.slice(at, s))}<em>${escapeHtml(text.slice(s, e))}</em>`;
    at = e;
  }
  return out + escapeHtml(text.slice(at));
}

/**
 * About `length` characters of the summary or text around the first match (the start of the summary
 * without a keyword or a match), escaped and highlighted, with … where it was cut.
 */
export function snippet(sources: (string | null | undefined)[], keyword: string | undefined, tokens: string[], length = 120): string {
  const texts = sources.filter((s): s is string => !!s?.trim()).map((s) => s.replace(/\s+/g, ' ').trim());
  if (!texts.length) return '';
  let text = texts[0];
  let first = -1;
  if (keyword?.trim()) {
    for (const t of texts) {
      const ranges = matchRanges(t, keyword, tokens);
      if (ranges.length) {
        text = t;
        first = ranges[0][0];
        break;
      }
    }
  }
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - 30, text.length - length));
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? '…' : ''}${highlight(text.slice(start, end), keyword, tokens)}${end < text.length ? '…' : ''}`;
}
