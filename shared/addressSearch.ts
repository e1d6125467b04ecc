import { listCities, listCounties, listProvinces } from './regions';

/** One place from the region table (GB/T 2260), with the names of the places it lies in. */
export type AddressMatch = {
  code: string;
  name: string;
  /** Province, city and county names separated by spaces: '江苏省 苏州市 苏州工业园区'. */
  fullName: string;
  level: 'province' | 'city' | 'county';
};

export const ADDRESS_LIMIT = { default: 20, max: 50 } as const;

const levelOrder = { province: 0, city: 1, county: 2 } as const;

/** Placeholder "cities" that group county-level places directly under a province; left out of full names. */
const isPlaceholderCity = (name: string) => /直辖/.test(name);

type Entry = AddressMatch & { compact: string };

let index: Entry[] | null = null;
let byCode: Map<string, string> | null = null;

/** Every province, city and county with its full name, built once from the region table. */
function addressIndex(): Entry[] {
  if (index) return index;
  const entries: Entry[] = [];
  const push = (code: string, name: string, level: AddressMatch['level'], parts: (string | null)[]) => {
    const names: string[] = [];
    for (const part of parts) {
      // Municipalities repeat their name as the city (北京市 北京市 东城区): say it once.
      if (part && names[names.length - 1] !== part) names.push(part);
    }
    entries.push({ code, name, level, fullName: names.join(' '), compact: names.join('') });
  };
  for (const province of listProvinces()) {
    push(province.id, province.name, 'province', [province.name]);
    for (const city of listCities(province.id) ?? []) {
      push(city.id, city.name, 'city', [province.name, city.name]);
      const cityPart = isPlaceholderCity(city.name) ? null : city.name;
      for (const county of listCounties(city.id) ?? []) {
        push(county.id, county.name, 'county', [province.name, cityPart, county.name]);
      }
    }
  }
  index = entries;
  return entries;
}

/**
 * Places whose name matches the keyword, best first: an exact name, then names starting with it,
 * then names containing it, then places whose full name contains it ('苏州市苏州工业园');
 * within each, provinces before cities before counties, shorter names first.
 */
export function searchAddress(keyword: string, limit: number = ADDRESS_LIMIT.default): AddressMatch[] {
  const q = keyword.replace(/\s+/g, '');
  if (!q) return [];
  const max = Math.min(Math.max(1, Math.trunc(limit)), ADDRESS_LIMIT.max);
  const scored: { entry: Entry; rank: number }[] = [];
  for (const entry of addressIndex()) {
    let rank: number;
    if (entry.name === q) rank = 0;
    else if (entry.name.startsWith(q)) rank = 1;
    else if (entry.name.includes(q)) rank = 2;
    else if (entry.compact.includes(q)) rank = 3;
    else continue;
    scored.push({ entry, rank });
  }
  scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      levelOrder[a.entry.level] - levelOrder[b.entry.level] ||
      a.entry.name.length - b.entry.name.length ||
      a.entry.code.localeCompare(b.entry.code),
  );
  return scored.slice(0, max).map(({ entry: { compact: _compact, ...match } }) => match);
}

/** The full name of a region code ('320571' → '江苏省 苏州市 苏州工业园区'), or null when unknown. */
export function addressFullName(code: string): string | null {
  byCode ??= new Map(addressIndex().map((e) => [e.code, e.fullName]));
  return byCode.get(code) ?? null;
}
