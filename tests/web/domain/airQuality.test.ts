/** The AQI engine (../shared/domain/air-quality-index.md, HJ 633-2012): every breakpoint of every row on both sides, rounding, special cases, validity. */
import {
  BREAKPOINT_TABLES,
  HJ_633_2012,
  LEVELS,
  ceilInteger,
  cstDay,
  cstDayStart,
  dailyAqi,
  dailyAqiOf,
  dailyFigures,
  dailyMean,
  hourlyAqi,
  iaqiOf,
  levelOf,
  o3EightHourMean,
  roundHalfEven,
  tableByVersion,
  tableFor,
  type BreakpointTable,
  type Concentrations,
  type DailyFigures,
  type Item,
} from '@shared/airQuality';

/** The table of the domain notes, copied by hand (not from the code under test). */
const IAQI = [0, 50, 100, 150, 200, 300, 400, 500];
const published: Record<Item, (number | null)[]> = {
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
};

describe('the breakpoint table', () => {
  it('is the published one', () => {
    expect(HJ_633_2012.iaqi).toEqual(IAQI);
    expect(HJ_633_2012.rows).toEqual(published);
  });

  it('is chosen by version and by date (HJ 633-2012 on every date, until another table is added as data)', () => {
    expect(tableByVersion('HJ 633-2012')).toBe(HJ_633_2012);
    expect(() => tableByVersion('HJ 633-1999')).toThrow(/Unknown/);
    expect(tableFor('2026-11-21').version).toBe('HJ 633-2012');
    expect(tableFor(new Date('2026-02-28T15:59:59Z')).version).toBe('HJ 633-2012');
    expect(() => tableFor('2010-01-01')).toThrow(/No AQI breakpoint table/);
    const later: BreakpointTable = {
      ...HJ_633_2012,
      version: 'HJ 633-2026',
      validFrom: '2026-03-01',
      rows: { ...HJ_633_2012.rows, pm25_24h: [0, 35, 60, 115, 150, 250, 350, 500], pm10_24h: [0, 50, 120, 250, 350, 420, 500, 600] },
    };
    const tables = [...BREAKPOINT_TABLES, later];
    // 2026-03-01 00:00 CST is 2026-02-28 16:00 UTC.
    expect(tableFor(new Date('2026-02-28T15:59:59Z'), tables).version).toBe('HJ 633-2012');
    expect(tableFor(new Date('2026-02-28T16:00:00Z'), tables).version).toBe('HJ 633-2026');
    expect(tableFor('2026-03-01', tables).version).toBe('HJ 633-2026');
    // The same value, two versions, two results: the version is part of the result.
    const r2012 = hourlyAqi({ pm25: 70 }, { pollutants: ['pm25'] });
    const r2026 = hourlyAqi({ pm25: 70 }, { pollutants: ['pm25'], table: later });
    expect(r2012).toMatchObject({ status: 'ok', version: 'HJ 633-2012', aqi: 94 });
    expect(r2026).toMatchObject({ status: 'ok', version: 'HJ 633-2026', aqi: 110 });
  });
});

describe('IAQI', () => {
  it("matches the standard's worked example: PM2.5 24h 80 μg/m³ → 106.25 → 107, 三级 轻度污染", () => {
    expect(iaqiOf('pm25_24h', 80)).toBe(107);
    expect(levelOf(107)).toMatchObject({ level: 3, levelName: '三级', category: '轻度污染', colour: '#FF7E00' });
    expect(dailyAqiOf(figures({ pm25: 80 }), { pollutants: ['pm25'] })).toMatchObject({ aqi: 107, level: 3, primary: ['pm25_24h'], exceeding: ['pm25_24h'] });
  });

  /** Every breakpoint of every row, at it and one step on each side (1 μg/m³, CO 0.1 mg/m³). */
  const cases: [Item, number, number, number][] = [];
  for (const [item, row] of Object.entries(published) as [Item, (number | null)[]][]) {
    const step = item.startsWith('co') ? 0.1 : 1;
    row.forEach((bp, i) => {
      if (bp === null) return;
      cases.push([item, i, bp, step]);
    });
  }

  /** [row, breakpoint, concentration, expected IAQI]: at each breakpoint, one step below and one step above. */
  const at: [Item, number, number][] = [];
  const below: [Item, number, number, number][] = [];
  const above: [Item, number, number, number][] = [];
  const beyond: [Item, number][] = [];
  const ceilingRows: [Item, number][] = [];
  for (const [item, i, bp, step] of cases) {
    const row = published[item];
    at.push([item, bp, IAQI[i]]);
    if (i > 0) {
      // Below: the lower segment's formula, rounded up.
      const lo = row[i - 1]!;
      below.push([item, bp, bp - step, Math.ceil(((IAQI[i] - IAQI[i - 1]) / (bp - lo)) * (bp - step - lo) + IAQI[i - 1] - 1e-9)]);
    }
    const next = row[i + 1];
    if (next !== undefined && next !== null) above.push([item, bp, bp + step, Math.ceil(((IAQI[i + 1] - IAQI[i]) / (next - bp)) * step + IAQI[i] - 1e-9)]);
    else if (item === 'so2_1h' || item === 'o3_8h') ceilingRows.push([item, bp + step]);
    else beyond.push([item, bp + step]);
  }

  it.each(at)('%s at its breakpoint %d is exactly IAQI %d', (item, c, expected) => {
    expect(iaqiOf(item, c)).toBe(expected);
  });
  it.each(below)('%s just below %d (%d) is %d, on the lower segment', (item, bp, c, expected) => {
    expect(iaqiOf(item, c)).toBe(expected);
    expect(iaqiOf(item, c)).toBeLessThanOrEqual(iaqiOf(item, bp));
  });
  it.each(above)('%s just above %d (%d) is %d, on the upper segment', (item, bp, c, expected) => {
    expect(iaqiOf(item, c)).toBe(expected);
    expect(iaqiOf(item, c)).toBeGreaterThan(iaqiOf(item, bp));
  });
  it.each(beyond)('%s above its last breakpoint (%d) is 500', (item, c) => {
    expect(iaqiOf(item, c)).toBe(500);
    expect(iaqiOf(item, c * 10)).toBe(500);
  });
  it.each(ceilingRows)('%s over 800 (%d) computes nothing: the special cases report another row', (item, c) => {
    expect(() => iaqiOf(item, c)).toThrow(RangeError);
  });

  it('has a value for every case above (10 rows, 75 breakpoints)', () => {
    expect(cases).toHaveLength(75);
  });

  it('rounds up, and floating-point noise does not add one', () => {
    expect(iaqiOf('pm25_24h', 36)).toBe(52); // 51.25
    expect(iaqiOf('pm25_24h', 35.01)).toBe(51); // 50.0125
    expect(iaqiOf('no2_24h', 60)).toBe(75); // exactly 75
    expect(iaqiOf('co_24h', 0.3)).toBe(8); // 7.5 (0.3 × 25 is 7.499999… in binary)
    expect(iaqiOf('co_1h', 0.7)).toBe(7); // 7.000000000000001 in binary is 7
    expect(iaqiOf('so2_24h', 0)).toBe(0);
    expect(ceilInteger(7.000000000001)).toBe(7);
    expect(ceilInteger(7.01)).toBe(8);
  });

  it('refuses impossible concentrations', () => {
    expect(() => iaqiOf('pm25_24h', -1)).toThrow(RangeError);
    expect(() => iaqiOf('pm25_24h', Number.NaN)).toThrow(RangeError);
    expect(() => iaqiOf('pm25_24h', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('rounds means half to even at the reporting precision (GB/T 8170)', () => {
    expect(roundHalfEven(34.5)).toBe(34);
    expect(roundHalfEven(35.5)).toBe(36);
    expect(roundHalfEven(35.49)).toBe(35);
    expect(roundHalfEven(0.25, 1)).toBe(0.2);
    expect(roundHalfEven(0.35, 1)).toBe(0.4);
    expect(roundHalfEven(1.26, 1)).toBe(1.3);
  });
});

describe('levels', () => {
  it.each([
    [0, 1, '一级', '优', [0, 228, 0], '#00E400'],
    [50, 1, '一级', '优', [0, 228, 0], '#00E400'],
    [51, 2, '二级', '良', [255, 255, 0], '#FFFF00'],
    [100, 2, '二级', '良', [255, 255, 0], '#FFFF00'],
    [101, 3, '三级', '轻度污染', [255, 126, 0], '#FF7E00'],
    [150, 3, '三级', '轻度污染', [255, 126, 0], '#FF7E00'],
    [151, 4, '四级', '中度污染', [255, 0, 0], '#FF0000'],
    [200, 4, '四级', '中度污染', [255, 0, 0], '#FF0000'],
    [201, 5, '五级', '重度污染', [153, 0, 76], '#99004C'],
    [300, 5, '五级', '重度污染', [153, 0, 76], '#99004C'],
    [301, 6, '六级', '严重污染', [126, 0, 35], '#7E0023'],
    [500, 6, '六级', '严重污染', [126, 0, 35], '#7E0023'],
  ])('AQI %d is level %d %s %s', (aqi, lvl, name, category, rgb, colour) => {
    expect(levelOf(aqi)).toMatchObject({ level: lvl, levelName: name, category, rgb, colour });
  });

  it('every level has its health effect and advice in both languages', () => {
    for (const l of LEVELS) {
      expect(l.effect && l.advice && l.effectEn && l.adviceEn).toBeTruthy();
    }
    expect(levelOf(120).advice).toBe('儿童、老年人及心脏病、呼吸系统疾病患者应减少长时间、高强度的户外锻炼');
    expect(() => levelOf(-1)).toThrow(RangeError);
  });
});

const clean: Concentrations = { so2: 8, no2: 30, pm10: 40, co: 0.6, o3: 60, pm25: 20 };

describe('hourly AQI', () => {
  it('reads SO2, NO2, CO and O3 against their 1-hour rows and PM against the 24-hour rows', () => {
    const r = hourlyAqi({ so2: 150, no2: 200, pm10: 150, co: 10, o3: 200, pm25: 75 });
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.items.map((i) => [i.item, i.iaqi])).toEqual([
      ['so2_1h', 50],
      ['no2_1h', 100],
      ['pm10_24h', 100],
      ['co_1h', 100],
      ['o3_1h', 100],
      ['pm25_24h', 100],
    ]);
    expect(r).toMatchObject({ aqi: 100 });
    expect(r.status === 'ok' && r.primary).toEqual(['no2_1h', 'pm10_24h', 'co_1h', 'o3_1h', 'pm25_24h']);
    expect(r.exceeding).toEqual([]);
  });

  it('names no primary pollutant at AQI 50 or below, one from 51', () => {
    const at50 = hourlyAqi({ ...clean, pm25: 35 });
    expect(at50).toMatchObject({ status: 'ok', aqi: 50, level: 1, primary: [], exceeding: [] });
    const at51 = hourlyAqi({ ...clean, pm25: 35.5 });
    expect(at51).toMatchObject({ status: 'ok', aqi: 51, level: 2, primary: ['pm25_24h'], exceeding: [] });
  });

  it('lists every pollutant over IAQI 100 as exceeding, and ties as primary', () => {
    const r = hourlyAqi({ ...clean, pm25: 80, pm10: 160, no2: 220 });
    expect(r).toMatchObject({ aqi: 107, primary: ['pm25_24h'], exceeding: ['no2_1h', 'pm10_24h', 'pm25_24h'] });
    // PM10 155 → 102.5 → 103; PM2.5 77 → 102.5 → 103: both primary.
    expect(hourlyAqi({ ...clean, pm10: 155, pm25: 77 })).toMatchObject({ aqi: 103, primary: ['pm10_24h', 'pm25_24h'] });
  });

  it('SO2 1h over 800 is not computed from the 1-hour row: the 24-hour IAQI is reported', () => {
    const at800 = hourlyAqi({ ...clean, so2: 800 });
    expect(at800).toMatchObject({ aqi: 200, primary: ['so2_1h'] });
    // With the 24-hour mean the server knows: 420 on the 24-hour row → 100 + 50/325 × 270 = 141.5 → 142.
    const over = hourlyAqi({ ...clean, so2: 850 }, { so2_24h: 420 });
    expect(over).toMatchObject({ aqi: 142, primary: ['so2_24h'] });
    expect(over).toMatchObject({ items: expect.arrayContaining([{ item: 'so2_24h', concentration: 420, iaqi: 142, note: 'so2From24h' }]) });
    // Without it, the hour's own value is read against the 24-hour row: 850 → 200 + 100/800 × 50 = 206.25 → 207.
    expect(hourlyAqi({ ...clean, so2: 850 })).toMatchObject({ aqi: 207, primary: ['so2_24h'] });
  });

  it("O3 8h over 800 reports O3's 1-hour IAQI; at 800 its own (300)", () => {
    // O3 1h 700 → 200 + 100/400 × 300 = 275; O3 8h 800 → 300.
    const at800 = hourlyAqi({ ...clean, o3: 700 }, { o3_8h: 800 });
    expect(at800).toMatchObject({ aqi: 300, primary: ['o3_8h'] });
    const over = hourlyAqi({ ...clean, o3: 700 }, { o3_8h: 820 });
    expect(over).toMatchObject({ aqi: 275, primary: ['o3_1h', 'o3_8h'] });
    expect(over).toMatchObject({ items: expect.arrayContaining([{ item: 'o3_8h', concentration: 820, iaqi: 275, note: 'o3From1h' }]) });
  });

  it('a value over the last breakpoint gives 500', () => {
    const r = hourlyAqi({ ...clean, pm10: 700 });
    expect(r).toMatchObject({ aqi: 500, level: 6, primary: ['pm10_24h'] });
    expect(r).toMatchObject({ items: expect.arrayContaining([{ item: 'pm10_24h', concentration: 700, iaqi: 500, note: 'beyondTable' }]) });
  });

  it('a measured pollutant without a value leaves the hour without an AQI; unmeasured ones are not asked for', () => {
    expect(hourlyAqi({ ...clean, o3: null })).toMatchObject({ status: 'insufficient', missing: ['o3'] });
    expect(hourlyAqi({ pm25: 80, pm10: 60 }, { pollutants: ['pm10', 'pm25'] })).toMatchObject({ status: 'ok', aqi: 107 });
    expect(hourlyAqi({}, { pollutants: [] })).toMatchObject({ status: 'insufficient', missing: [] });
  });
});

/** Figures straight from values (all six measured unless the test says). */
function figures(f: Partial<DailyFigures>): DailyFigures {
  return { so2: null, no2: null, pm10: null, co: null, pm25: null, o3_1h: null, o3_8h: null, ...f };
}

/** A day of identical hours, with some hours blanked. */
const day = (values: Concentrations, missing: number[] = []) => Array.from({ length: 24 }, (_, h) => (missing.includes(h) ? null : values));

describe('validity', () => {
  it('a 24-hour mean needs 20 valid hours', () => {
    expect(dailyMean(Array(19).fill(10))).toBeNull();
    expect(dailyMean([...Array(19).fill(10), null, null, null, null, null])).toBeNull();
    expect(dailyMean([...Array(20).fill(10), null, null, null, null])).toBe(10);
    expect(dailyMean(Array(24).fill(10))).toBe(10);
  });

  it('an 8-hour mean needs 6 of its 8 hours', () => {
    expect(o3EightHourMean([10, 20, 30, 40, 50, 60, null, null])).toBe(35);
    expect(o3EightHourMean([10, 20, 30, 40, 50, null, null, null])).toBeNull();
    expect(() => o3EightHourMean([1, 2, 3])).toThrow(RangeError);
  });

  it('a day with 20 hours has a daily AQI; with 19 it is not enough data', () => {
    expect(dailyAqi(day(clean, [0, 1, 2, 3]))).toMatchObject({ status: 'ok' });
    const short = dailyAqi(day(clean, [0, 1, 2, 3, 4]));
    expect(short).toMatchObject({ status: 'insufficient', missing: ['so2', 'no2', 'pm10', 'co', 'o3', 'pm25'] });
    expect(short.figures).toEqual(figures({}));
  });

  it('one pollutant short is enough to withhold the AQI, never guessed from the others', () => {
    const hours = day(clean).map((h, i) => (i < 5 ? { ...h, pm25: null } : h));
    const r = dailyAqi(hours);
    expect(r).toMatchObject({ status: 'insufficient', missing: ['pm25'] });
    expect(r.figures.pm25).toBeNull();
    expect(r.figures.pm10).toBe(40);
  });

  it("O3's daily maximum 8-hour mean uses only windows with 6 valid hours, ending 08:00 … 24:00", () => {
    // O3 300 at 10:00–14:00, 60 otherwise; 14:00–17:00 missing (21 valid hours).
    // 08–16: (2 × 60 + 4 × 300) / 6 = 220; 09–17 has only 5 valid hours ((60 + 1200) / 5 = 252): not a mean.
    const hours = day(clean, [14, 15, 16]).map((h, i) => (h && i >= 10 && i <= 13 ? { ...h, o3: 300 } : h));
    const f = dailyFigures(hours);
    expect(f.o3_1h).toBe(300);
    expect(f.o3_8h).toBe(220);
    // 300 on the 1-hour row is 150; 220 on the 8-hour row is 150 + 50/50 × 5 = 155: O3 8h is the primary pollutant.
    expect(dailyAqiOf(f)).toMatchObject({ status: 'ok', aqi: 155, level: 4, primary: ['o3_8h'], exceeding: ['o3_1h', 'o3_8h'] });
  });

  it('windows never reach into the next day: a high hour 23:00 counts in the window 16–24 only', () => {
    const hours = day({ ...clean, o3: 0 }).map((h, i) => (i === 23 ? { ...h, o3: 800 } : h));
    expect(dailyFigures(hours)).toMatchObject({ o3_1h: 800, o3_8h: 100 });
  });
});

describe('daily AQI', () => {
  it('from the 24-hour means (rounded), O3 1h max and 8h max, with primary and exceeding pollutants', () => {
    // PM2.5 alternates 79 and 82 (mean 80.5 → 80 half to even); CO 1.25 → 1.2.
    const hours = Array.from({ length: 24 }, (_, h) => ({ so2: 10, no2: 45, pm10: 120, co: 1.25, o3: 90, pm25: h % 2 ? 82 : 79 }));
    const r = dailyAqi(hours);
    expect(r.figures).toEqual({ so2: 10, no2: 45, pm10: 120, co: 1.2, pm25: 80, o3_1h: 90, o3_8h: 90 });
    expect(r).toMatchObject({ status: 'ok', version: 'HJ 633-2012', aqi: 107, level: 3, primary: ['pm25_24h'], exceeding: ['pm25_24h'] });
    if (r.status !== 'ok') return;
    expect(r.items.map((i) => [i.item, i.iaqi])).toEqual([
      ['so2_24h', 10],
      ['no2_24h', 57], // 50 + 50/40 × 5 = 56.25
      ['pm10_24h', 85],
      ['co_24h', 30],
      ['o3_1h', 29], // 50/160 × 90 = 28.125
      ['o3_8h', 45],
      ['pm25_24h', 107],
    ]);
  });

  it('uses the 24-hour SO2 row in a daily report, even for a mean over 800', () => {
    expect(dailyAqiOf(figures({ so2: 900 }), { pollutants: ['so2'] })).toMatchObject({ aqi: 213, primary: ['so2_24h'] });
  });

  it("O3's daily 8-hour maximum over 800 reports O3's 1-hour IAQI in its place", () => {
    const r = dailyAqiOf(figures({ o3_1h: 1100, o3_8h: 850 }), { pollutants: ['o3'] });
    expect(r).toMatchObject({ aqi: 450, primary: ['o3_1h', 'o3_8h'] });
  });

  it('a mean beyond the last breakpoint is 500', () => {
    expect(dailyAqiOf(figures({ pm25: 620 }), { pollutants: ['pm25'] })).toMatchObject({ aqi: 500, level: 6 });
  });
});

describe('days are China Standard Time', () => {
  it('puts 16:00 UTC on the next day', () => {
    expect(cstDay(new Date('2026-11-20T15:59:59Z'))).toBe('2026-11-20');
    expect(cstDay(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
    expect(cstDayStart('2026-11-21').toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });
});
