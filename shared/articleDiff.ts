import { diffArrays, diffChars } from 'diff';

/**
 * The side-by-side comparison of two article revisions (the audit screen, the revisions drawer): the text split
 * into paragraphs, paragraphs matched by a sequence diff, and a changed paragraph's characters diffed within it
 * (Chinese text has no spaces, so characters are the unit a reader sees). Plain text out: the screens show it
 * as text, never as HTML.
 */

export type DiffPart = { text: string; change?: 'added' | 'removed' };
/** One line of the comparison: left is the older revision, right the newer; null where a paragraph is absent on that side. */
export type DiffRow = { kind: 'same' | 'changed' | 'added' | 'removed'; left: DiffPart[] | null; right: DiffPart[] | null };

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|div|tr|pre|figure)>|<br\s*\/?>/gi;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The paragraphs of sanitised HTML as text; a picture shows as [图片 name] so that changing one is seen too. */
export function htmlParagraphs(html: string): string[] {
  return html
    .replace(/<img\b[^>]*>/gi, (tag) => `\n[图片 ${/\balt="([^"]+)"/.exec(tag)?.[1] ?? /\bsrc="([^"]*)"/.exec(tag)?.[1].split('/').pop() ?? ''}]\n`)
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (m, e: string) => entities[e.toLowerCase()] ?? m)
    .split('\n')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function charDiff(before: string, after: string): { left: DiffPart[]; right: DiffPart[] } {
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  for (const part of diffChars(before, after)) {
    if (part.added) right.push({ text: part.value, change: 'added' });
    else if (part.removed) left.push({ text: part.value, change: 'removed' });
    else {
      left.push({ text: part.value });
      right.push({ text: part.value });
    }
  }
  return { left, right };
}

/** Paragraph by paragraph: removed paragraphs facing added ones are paired as changed, the rest stand alone. */
export function diffParagraphs(before: string[], after: string[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let removed: string[] = [];
  const flush = (added: string[]) => {
    const pairs = Math.min(removed.length, added.length);
    for (let i = 0; i < pairs; i += 1) rows.push({ kind: 'changed', ...charDiff(removed[i], added[i]) });
    for (const p of removed.slice(pairs)) rows.push({ kind: 'removed', left: [{ text: p, change: 'removed' }], right: null });
    for (const p of added.slice(pairs)) rows.push({ kind: 'added', left: null, right: [{ text: p, change: 'added' }] });
    removed = [];
  };
  for (const chunk of diffArrays(before, after)) {
    if (chunk.removed) removed.push(...chunk.value);
    else if (chunk.added) flush(chunk.value);
    else {
      flush([]);
      for (const p of chunk.value) rows.push({ kind: 'same', left: [{ text: p }], right: [{ text: p }] });
    }
  }
  flush([]);
  return rows;
}

/** A short field (title, summary, tags…) compared the same way; null when equal. */
export function diffField(before: string | null | undefined, after: string | null | undefined): DiffRow | null {
  const a = before ?? '';
  const b = after ?? '';
  if (a === b) return null;
  if (!a) return { kind: 'added', left: null, right: [{ text: b, change: 'added' }] };
  if (!b) return { kind: 'removed', left: [{ text: a, change: 'removed' }], right: null };
  return { kind: 'changed', ...charDiff(a, b) };
}
