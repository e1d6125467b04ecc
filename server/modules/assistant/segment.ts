import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

/**
 * Chinese words by jieba's dictionary (the package ships its dictionary and a prebuilt binary: no network,
 * no model at run time). Search mode gives a long word and its parts (高新技术 and 高新, 技术), so a question
 * finds a passage whichever of them it uses.
 */
let jieba: Jieba | null = null;
const instance = () => (jieba ??= Jieba.withDict(dict));

/** The words of a text, lower-cased, letters and digits only. */
export function words(text: string, forSearch = true): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const w of forSearch ? instance().cutForSearch(text, true) : instance().cut(text, true)) {
    const clean = w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    if (clean) out.push(clean);
  }
  return out;
}

/** The text as space-separated words, for to_tsvector('simple', …). */
export const segmentedText = (text: string) => words(text).join(' ');
