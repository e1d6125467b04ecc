/**
 * China's air quality index (HJ 633-2012, docs: ../shared/domain/air-quality-index.md), pure and shared by the
 * server and the screens.
 *
 * - Concentrations are μg/m³, CO mg/m³.
 * - The breakpoints are data (`BREAKPOINT_TABLES`), chosen by version or by the date a value stands for; every
 *   computed value carries the version that computed it. HJ 633-2026 (in force 2026-03-01) is added as one more
 *   table once its rows are confirmed: no code changes.
 * - IAQI = (IAQI_Hi − IAQI_Lo) / (BP_Hi − BP_Lo) × (C − BP_Lo) + IAQI_Lo, rounded up; AQI = the highest IAQI.
 * - Hourly AQI from the 1-hour rows (SO2, NO2, CO, O3 1h; PM10 and PM2.5 have only their 24-hour rows, which the
 *   hour's value is read against), plus O3's 8-hour moving average when the caller has one.
 * - Daily AQI from the 24-hour means (SO2, NO2, PM10, CO, PM2.5), O3's daily maximum 1-hour value and O3's daily
 *   maximum 8-hour moving average (the windows ending 08:00 … 24:00 of the day).
 * - Validity (GB 3095-2012): a 24-hour mean needs at least 20 valid hours, an 8-hour mean at least 6 of its 8;
 *   a result without them is "insufficient", never estimated.
 */

export const POLLUTANTS = ['so2', 'no2', 'pm10', 'co', 'o3', 'pm25'] as const;
export type Pollutant = (typeof POLLUTANTS)[number];

/** The rows of the breakpoint table: a pollutant and its averaging period. */
export const ITEMS = ['so2_24h', 'so2_1h', 'no2_24h', 'no2_1h', 'pm10_24h', 'co_24h', 'co_1h', 'o3_1h', 'o3_8h', 'pm25_24h'] as const;
export type Item = (typeof ITEMS)[number];

export const ITEM_POLLUTANT: Record<Item, Pollutant> = {
  so2_24h: 'so2',
  so2_1h: 'so2',
  no2_24h: 'no2',
  no2_1h: 'no2',
  pm10_24h: 'pm10',
  co_24h: 'co',
  co_1h: 'co',
  o3_1h: 'o3',
  o3_8h: 'o3',
  pm25_24h: 'pm25',
};

/** Display names (chemical notation is the same in both languages). */
export const POLLUTANT_LABEL: Record<Pollutant, string> = { so2: 'SO₂', no2: 'NO₂', pm10: 'PM10', co: 'CO', o3: 'O₃', pm25: 'PM2.5' };
export const POLLUTANT_UNIT: Record<Pollutant, string> = { so2: 'μg/m³', no2: 'μg/m³', pm10: 'μg/m³', co: 'mg/m³', o3: 'μg/m³', pm25: 'μg/m³' };
export const ITEM_LABEL: Record<Item, string> = {
  so2_24h: 'SO₂ 24h',
  so2_1h: 'SO₂ 1h',
  no2_24h: 'NO₂ 24h',
  no2_1h: 'NO₂ 1h',
  pm10_24h: 'PM10',
  co_24h: 'CO 24h',
  co_1h: 'CO 1h',
  o3_1h: 'O₃ 1h',
  o3_8h: 'O₃ 8h',
  pm25_24h: 'PM2.5',
};

/**
 * The physically possible range of an hourly value: beyond it the instrument is broken, not the air. Generous on
 * purpose (dust storms have brought PM10 near 10 000 μg/m³); a value outside is refused, never clipped.
 */
export const PHYSICAL_RANGE: Record<Pollutant, { min: number; max: number }> = {
  so2: { min: 0, max: 10000 },
  no2: { min: 0, max: 5000 },
  pm10: { min: 0, max: 10000 },
  co: { min: 0, max: 500 },
  o3: { min: 0, max: 2000 },
  pm25: { min: 0, max: 5000 },
};

// ---------- time ----------

/** China Standard Time, UTC+8 without daylight saving: the readings' days are the park's days. */
export const CST_OFFSET_MS = 8 * 3600_000;

/** The CST calendar day ('YYYY-MM-DD') an instant falls on. */
export const cstDay = (at: Date) => new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);
/** The CST hour of day (0–23) an instant falls on. */
export const cstHour = (at: Date) => new Date(at.getTime() + CST_OFFSET_MS).getUTCHours();
/** The instant a CST day ('YYYY-MM-DD') starts. */
export const cstDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS);

export interface BreakpointTable {
  /** e.g. 'HJ 633-2012'. */
  version: string;
  /** The first day ('YYYY-MM-DD', China Standard Time) the table applies to. */
  validFrom: string;
  /** The IAQI values of the columns. */
  iaqi: readonly number[];
  /** Each row's concentration at each column; null where the standard has none. */
  rows: Readonly<Record<Item, readonly (number | null)[]>>;
  /** Above this 1-hour SO2 value the 1-hour IAQI is not computed; the 24-hour IAQI is reported. */
  so2HourlyCeiling: number;
  /** Above this 8-hour O3 value its IAQI is not computed; the 1-hour O3 IAQI is reported. */
  o3EightHourCeiling: number;
  /** Decimal places a mean is rounded to before its IAQI (HJ 663: whole μg/m³, CO to 0.1 mg/m³). */
  precision: Readonly<Record<Pollutant, number>>;
}

export const HJ_633_2012: BreakpointTable = {
  version: 'HJ 633-2012',
  validFrom: '2012-02-29',
  iaqi: [0, 50, 100, 150, 200, 300, 400, 500],
  rows: {
    so2_24h: [0, 50, 150, 475, 800, 1600, 2100, 2620],
    so2_1h: [0, 150, 500, 650, 800, null, null, null],
    no2_24h: [0, 40, 80, 180, 280, 565, 750, 940],
    no2_1h: [0, 100, 200, 700, 1200, 2340, 3090, 3840],
    pm10_24h: [0, 50, 150, 250, 350, 420, 500, 600],
    co_24h: [0, 2, 4, 14, 24, 36, 48, 60],
    co_1h: [0, 5, 10, 35, 60, 90, 120, 150],
    o3_1h: [0, 160, 200, 300, 400, 800, 1000, 1200],
    o3_8h: [0, 100, 160, 215, 265, 800, null, null],
    pm25_24h: [0, 35, 75, 115, 150, 250, 350, 500],
  },
  so2HourlyCeiling: 800,
  o3EightHourCeiling: 800,
  precision: { so2: 0, no2: 0, pm10: 0, co: 1, o3: 0, pm25: 0 },
};

/** Every known table, oldest first. */
export const BREAKPOINT_TABLES: readonly BreakpointTable[] = [HJ_633_2012];

/** The table in force on `date` ('YYYY-MM-DD' or a Date, read in China Standard Time). */
export function tableFor(date: string | Date, tables: readonly BreakpointTable[] = BREAKPOINT_TABLES): BreakpointTable {
  const day = typeof date === 'string' ? date.slice(0, 10) : cstDay(date);
  let found: BreakpointTable | undefined;
  for (const table of tables) if (table.validFrom <= day && (!found || table.validFrom >= found.validFrom)) found = table;
  if (!found) throw new Error(`No AQI breakpoint table applies on ${day}`);
  return found;
}

export function tableByVersion(version: string, tables: readonly BreakpointTable[] = BREAKPOINT_TABLES): BreakpointTable {
  const table = tables.find((t) => t.version === version);
  if (!table) throw new Error(`Unknown AQI breakpoint version ${version}`);
  return table;
}

// ---------- rounding ----------

const EPSILON = 1e-9;

/** Rounded up to an integer, ignoring binary floating-point noise (62.50000000001 is 63, 50.000000000001 is 50). */
export const ceilInteger = (x: number) => Math.ceil(x - EPSILON) || 0;

/** Rounds to `digits` places, a half to the even neighbour (GB/T 8170), ignoring floating-point noise. */
export function roundHalfEven(x: number, digits = 0): number {
  const factor = 10 ** digits;
  const scaled = x * factor;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  let n: number;
  if (Math.abs(diff - 0.5) < EPSILON * Math.max(1, Math.abs(scaled))) n = floor % 2 === 0 ? floor : floor + 1;
  else n = Math.round(scaled);
  return n / factor;
}

// ---------- IAQI ----------

export interface IaqiResult {
  item: Item;
  /** The concentration the IAQI was read from (after rounding a mean). */
  concentration: number;
  iaqi: number;
  /** Why the value is not this item's own formula: its ceiling sent it to another row, or it is beyond the table. */
  note?: 'beyondTable' | 'so2From24h' | 'o3From1h';
}

/**
 * The IAQI of a concentration on one row: the segment whose ends hold it, rounded up; above the last breakpoint,
 * 500. Negative or non-finite concentrations are refused (an engine never sees an impossible value), and so are
 * SO2 1h over 800 and O3 8h over 800, for which the standard reports another row's IAQI.
 */
export function iaqiOf(item: Item, concentration: number, table: BreakpointTable = HJ_633_2012): number {
  if (!Number.isFinite(concentration) || concentration < 0) throw new RangeError(`${item}: concentration ${concentration} is not a valid value`);
  // The standard computes no IAQI from these: the callers report another row's (hourlyAqi, dailyAqiOf).
  if (item === 'so2_1h' && concentration > table.so2HourlyCeiling) throw new RangeError(`so2_1h over ${table.so2HourlyCeiling}: report the 24-hour IAQI`);
  if (item === 'o3_8h' && concentration > table.o3EightHourCeiling) throw new RangeError(`o3_8h over ${table.o3EightHourCeiling}: report the 1-hour IAQI`);
  const row = table.rows[item];
  for (let i = 1; i < row.length; i += 1) {
    const hi = row[i];
    if (hi === null) break;
    if (concentration <= hi) {
      const lo = row[i - 1]!;
      const value = ((table.iaqi[i] - table.iaqi[i - 1]) / (hi - lo)) * (concentration - lo) + table.iaqi[i - 1];
      return ceilInteger(value);
    }
  }
  return table.iaqi[table.iaqi.length - 1];
}

/** The last concentration a row has a breakpoint for. */
export function lastBreakpoint(item: Item, table: BreakpointTable = HJ_633_2012): number {
  const row = table.rows[item].filter((c): c is number => c !== null);
  return row[row.length - 1];
}

function itemResult(item: Item, concentration: number, table: BreakpointTable): IaqiResult {
  const iaqi = iaqiOf(item, concentration, table);
  return concentration > lastBreakpoint(item, table) ? { item, concentration, iaqi, note: 'beyondTable' } : { item, concentration, iaqi };
}

// ---------- levels ----------

export type AqiLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface LevelInfo {
  level: AqiLevel;
  /** The AQI range of the level. */
  min: number;
  max: number;
  /** 一级 … 六级 */
  levelName: string;
  /** 优 … 严重污染 */
  category: string;
  categoryEn: string;
  colourName: string;
  rgb: readonly [number, number, number];
  colour: string;
  /** The standard's health effect and advice, zh-CN and en-US. */
  effect: string;
  advice: string;
  effectEn: string;
  adviceEn: string;
}

const hex = (rgb: readonly [number, number, number]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

const level = (info: Omit<LevelInfo, 'colour'>): LevelInfo => ({ ...info, colour: hex(info.rgb) });

export const LEVELS: readonly LevelInfo[] = [
  level({
    level: 1,
    min: 0,
    max: 50,
    levelName: '一级',
    category: '优',
    categoryEn: 'Excellent',
    colourName: 'green',
    rgb: [0, 228, 0],
    effect: '空气质量令人满意，基本无空气污染',
    advice: '各类人群可正常活动',
    effectEn: 'Air quality is satisfactory, with little or no air pollution.',
    adviceEn: 'Everyone can carry on as usual.',
  }),
  level({
    level: 2,
    min: 51,
    max: 100,
    levelName: '二级',
    category: '良',
    categoryEn: 'Good',
    colourName: 'yellow',
    rgb: [255, 255, 0],
    effect: '空气质量可接受，但某些污染物可能对极少数异常敏感人群健康有较弱影响',
    advice: '极少数异常敏感人群应减少户外活动',
    effectEn: 'Air quality is acceptable; some pollutants may slightly affect a very few unusually sensitive people.',
    adviceEn: 'Unusually sensitive people should reduce outdoor activity.',
  }),
  level({
    level: 3,
    min: 101,
    max: 150,
    levelName: '三级',
    category: '轻度污染',
    categoryEn: 'Lightly polluted',
    colourName: 'orange',
    rgb: [255, 126, 0],
    effect: '易感人群症状有轻度加剧，健康人群出现刺激症状',
    advice: '儿童、老年人及心脏病、呼吸系统疾病患者应减少长时间、高强度的户外锻炼',
    effectEn: 'Symptoms of sensitive people worsen slightly; healthy people may feel irritation.',
    adviceEn: 'Children, the elderly and people with heart or respiratory disease should reduce long or intense outdoor exercise.',
  }),
  level({
    level: 4,
    min: 151,
    max: 200,
    levelName: '四级',
    category: '中度污染',
    categoryEn: 'Moderately polluted',
    colourName: 'red',
    rgb: [255, 0, 0],
    effect: '进一步加剧易感人群症状，可能对健康人群心脏、呼吸系统有影响',
    advice: '儿童、老年人及心脏病、呼吸系统疾病患者避免长时间、高强度的户外锻炼，一般人群适量减少户外运动',
    effectEn: "Sensitive people's symptoms worsen further; healthy people's hearts and lungs may be affected.",
    adviceEn:
      'Children, the elderly and people with heart or respiratory disease should avoid long or intense outdoor exercise; everyone else should reduce it.',
  }),
  level({
    level: 5,
    min: 201,
    max: 300,
    levelName: '五级',
    category: '重度污染',
    categoryEn: 'Heavily polluted',
    colourName: 'purple',
    rgb: [153, 0, 76],
    effect: '心脏病和肺病患者症状显著加剧，运动耐受力降低，健康人群普遍出现症状',
    advice: '儿童、老年人和心脏病、肺病患者应停留在室内，停止户外运动，一般人群减少户外运动',
    effectEn: 'Symptoms of people with heart or lung disease worsen markedly and exercise tolerance falls; healthy people commonly show symptoms.',
    adviceEn: 'Children, the elderly and people with heart or lung disease should stay indoors and stop outdoor exercise; everyone else should reduce it.',
  }),
  level({
    level: 6,
    min: 301,
    max: 500,
    levelName: '六级',
    category: '严重污染',
    categoryEn: 'Severely polluted',
    colourName: 'maroon',
    rgb: [126, 0, 35],
    effect: '健康人群运动耐受力降低，有明显强烈症状，提前出现某些疾病',
    advice: '儿童、老年人和病人应当留在室内，避免体力消耗，一般人群应避免户外活动',
    effectEn: 'Healthy people have reduced exercise tolerance and strong symptoms; some illnesses appear early.',
    adviceEn: 'Children, the elderly and the sick should stay indoors and avoid exertion; everyone else should avoid outdoor activity.',
  }),
];

/** The level of an AQI (an integer 0–500). */
export function levelOf(aqi: number): LevelInfo {
  if (!Number.isFinite(aqi) || aqi < 0) throw new RangeError(`AQI ${aqi} is not a valid value`);
  return LEVELS.find((l) => aqi <= l.max) ?? LEVELS[LEVELS.length - 1];
}

// ---------- AQI ----------

export type AqiResult =
  | {
      status: 'ok';
      version: string;
      aqi: number;
      level: AqiLevel;
      /** Items with the highest IAQI, only when AQI > 50. */
      primary: Item[];
      /** Items whose IAQI is over 100. */
      exceeding: Item[];
      items: IaqiResult[];
    }
  | {
      status: 'insufficient';
      version: string;
      /** The measured pollutants without enough valid data. */
      missing: Pollutant[];
      /** What could be computed (never combined into an AQI). */
      items: IaqiResult[];
    };

function combine(version: string, items: IaqiResult[], missing: Pollutant[]): AqiResult {
  if (missing.length > 0 || items.length === 0) return { status: 'insufficient', version, missing, items };
  const aqi = Math.max(...items.map((i) => i.iaqi));
  const primary = aqi > 50 ? items.filter((i) => i.iaqi === aqi).map((i) => i.item) : [];
  const exceeding = items.filter((i) => i.iaqi > 100).map((i) => i.item);
  return { status: 'ok', version, aqi, level: levelOf(aqi).level, primary, exceeding, items };
}

/** One hour's values; null or absent is no valid value. */
export type Concentrations = Partial<Record<Pollutant, number | null>>;

const present = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

export interface HourlyOptions {
  /** The pollutants the station measures (all six unless said): each must have a value for an AQI. */
  pollutants?: readonly Pollutant[];
  /** The O3 8-hour moving average ending with this hour (`o3EightHourMean`), when known: it is then one more item. */
  o3_8h?: number | null;
  /** The SO2 24-hour mean ending with this hour, used when the 1-hour SO2 is over 800; without it the hour's value is read against the 24-hour row. */
  so2_24h?: number | null;
  table?: BreakpointTable;
}

/** The hourly (real-time) AQI of one hour's values. */
export function hourlyAqi(values: Concentrations, options: HourlyOptions = {}): AqiResult {
  const table = options.table ?? HJ_633_2012;
  const measured = options.pollutants ?? POLLUTANTS;
  const items: IaqiResult[] = [];
  const missing: Pollutant[] = [];
  for (const p of measured) {
    const c = values[p];
    if (!present(c)) {
      missing.push(p);
      continue;
    }
    switch (p) {
      case 'so2':
        if (c > table.so2HourlyCeiling) {
          const daily = present(options.so2_24h) ? roundHalfEven(options.so2_24h, table.precision.so2) : c;
          items.push({ item: 'so2_24h', concentration: daily, iaqi: iaqiOf('so2_24h', daily, table), note: 'so2From24h' });
        } else items.push(itemResult('so2_1h', c, table));
        break;
      case 'no2':
        items.push(itemResult('no2_1h', c, table));
        break;
      case 'co':
        items.push(itemResult('co_1h', c, table));
        break;
      case 'o3': {
        const oneHour = itemResult('o3_1h', c, table);
        items.push(oneHour);
        if (present(options.o3_8h)) items.push(o3EightHourItem(roundHalfEven(options.o3_8h, table.precision.o3), oneHour, table));
        break;
      }
      case 'pm10':
        items.push(itemResult('pm10_24h', c, table));
        break;
      case 'pm25':
        items.push(itemResult('pm25_24h', c, table));
        break;
    }
  }
  return combine(table.version, items, missing);
}

/** O3's 8-hour item; above the 8-hour ceiling the 1-hour IAQI is reported in its place. */
function o3EightHourItem(mean: number, oneHour: IaqiResult, table: BreakpointTable): IaqiResult {
  if (mean > table.o3EightHourCeiling) return { item: 'o3_8h', concentration: mean, iaqi: oneHour.iaqi, note: 'o3From1h' };
  return itemResult('o3_8h', mean, table);
}

export const MIN_HOURS_PER_DAY = 20;
export const MIN_HOURS_PER_8H = 6;

/** The mean of the 8 hours ending with the last given (oldest first); null without 6 valid of them. */
export function o3EightHourMean(lastEight: readonly (number | null | undefined)[]): number | null {
  if (lastEight.length !== 8) throw new RangeError('An 8-hour mean takes exactly 8 hourly values');
  const valid = lastEight.filter(present);
  return valid.length >= MIN_HOURS_PER_8H ? valid.reduce((a, b) => a + b, 0) / valid.length : null;
}

/** The mean of a day's values; null without 20 valid hours. */
export function dailyMean(values: readonly (number | null | undefined)[]): number | null {
  const valid = values.filter(present);
  return valid.length >= MIN_HOURS_PER_DAY ? valid.reduce((a, b) => a + b, 0) / valid.length : null;
}

/** One day's hourly values: index 0 is the hour 00:00–01:00 CST … index 23 is 23:00–24:00. */
export type DayHours = readonly (Concentrations | null | undefined)[];

export interface DailyFigures {
  /** 24-hour means (rounded as the table says) or null without enough data. */
  so2: number | null;
  no2: number | null;
  pm10: number | null;
  co: number | null;
  pm25: number | null;
  /** O3's daily maximum 1-hour value. */
  o3_1h: number | null;
  /** O3's daily maximum 8-hour moving average (windows ending 08:00 … 24:00). */
  o3_8h: number | null;
}

/** A day's figures by the validity rules. */
export function dailyFigures(hours: DayHours, table: BreakpointTable = HJ_633_2012): DailyFigures {
  if (hours.length > 24) throw new RangeError('A day has at most 24 hours');
  const series = (p: Pollutant) => Array.from({ length: 24 }, (_, h) => hours[h]?.[p] ?? null);
  const mean = (p: Pollutant) => {
    const m = dailyMean(series(p));
    return m === null ? null : roundHalfEven(m, table.precision[p]);
  };
  const o3 = series('o3');
  const o3Valid = o3.filter(present);
  const o3Max1h = o3Valid.length >= MIN_HOURS_PER_DAY ? Math.max(...o3Valid) : null;
  let o3Max8h: number | null = null;
  if (o3Valid.length >= MIN_HOURS_PER_DAY) {
    for (let end = 8; end <= 24; end += 1) {
      const m = o3EightHourMean(o3.slice(end - 8, end));
      if (m !== null && (o3Max8h === null || m > o3Max8h)) o3Max8h = m;
    }
  }
  return {
    so2: mean('so2'),
    no2: mean('no2'),
    pm10: mean('pm10'),
    co: mean('co'),
    pm25: mean('pm25'),
    o3_1h: o3Max1h === null ? null : roundHalfEven(o3Max1h, table.precision.o3),
    o3_8h: o3Max8h === null ? null : roundHalfEven(o3Max8h, table.precision.o3),
  };
}

/** The daily AQI of a day's figures (`dailyFigures`): 24-hour rows, O3 1h max and 8h max. */
export function dailyAqiOf(figures: DailyFigures, options: { pollutants?: readonly Pollutant[]; table?: BreakpointTable } = {}): AqiResult {
  const table = options.table ?? HJ_633_2012;
  const measured = options.pollutants ?? POLLUTANTS;
  const items: IaqiResult[] = [];
  const missing: Pollutant[] = [];
  const daily: Record<Exclude<Pollutant, 'o3'>, Item> = { so2: 'so2_24h', no2: 'no2_24h', pm10: 'pm10_24h', co: 'co_24h', pm25: 'pm25_24h' };
  for (const p of measured) {
    if (p === 'o3') {
      if (figures.o3_1h === null || figures.o3_8h === null) {
        missing.push(p);
        continue;
      }
      const oneHour = itemResult('o3_1h', figures.o3_1h, table);
      items.push(oneHour, o3EightHourItem(figures.o3_8h, oneHour, table));
      continue;
    }
    const c = figures[p];
    if (c === null) missing.push(p);
    else items.push(itemResult(daily[p], c, table));
  }
  return combine(table.version, items, missing);
}

/** The daily AQI of a day's hours. */
export function dailyAqi(hours: DayHours, options: { pollutants?: readonly Pollutant[]; table?: BreakpointTable } = {}): AqiResult & { figures: DailyFigures } {
  const table = options.table ?? HJ_633_2012;
  const figures = dailyFigures(hours, table);
  return { ...dailyAqiOf(figures, { ...options, table }), figures };
}

/** The pollutants (not items) of a list of items, once each, in table order. */
export const pollutantsOf = (items: readonly Item[]): Pollutant[] => POLLUTANTS.filter((p) => items.some((i) => ITEM_POLLUTANT[i] === p));
