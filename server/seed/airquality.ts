import { POLLUTANTS, type Pollutant } from '@shared/airQuality';
import type { DbOrTx } from '../db/client';
import { aqReadings, aqStations } from '../db/schema';
import { computedColumns } from '../modules/airquality/compute';

const HOUR = 3600_000;

/** A small deterministic generator (mulberry32): the demo data is the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stations: { name: string; x: number; y: number; address: string; pollutants: Pollutant[]; status: 'active' | 'maintenance'; scale: number }[] = [
  { name: '星湖街国控点', x: 38, y: 42, address: '苏州工业园区星湖街 328 号 A 区楼顶', pollutants: [...POLLUTANTS], status: 'active', scale: 1 },
  { name: '东区产业园站', x: 72, y: 30, address: '苏州工业园区东区金鸡湖大道 99 号', pollutants: [...POLLUTANTS], status: 'active', scale: 1.15 },
  { name: '独墅湖科教站', x: 55, y: 78, address: '苏州工业园区独墅湖高教区仁爱路 150 号', pollutants: [...POLLUTANTS], status: 'active', scale: 0.85 },
  { name: '南区微型站', x: 20, y: 70, address: '苏州工业园区南施街 10 号', pollutants: ['pm10', 'pm25'], status: 'maintenance', scale: 1.05 },
];

/**
 * The demo park's four stations and their last 30 days of hourly readings, Suzhou-like: PM2.5 mostly 15–80
 * with polluted spells, O3 peaking in the afternoon, NO2 at the rush hours. A few hours are missing, and one
 * station lost a morning (a day without enough data).
 */
export async function seedDemoAirQuality(tx: DbOrTx, now: Date) {
  const inserted = await tx
    .insert(aqStations)
    .values(stations.map(({ scale: _s, ...s }) => s))
    .returning({ id: aqStations.id });
  const end = Math.floor(now.getTime() / HOUR) * HOUR; // the hour now running is not yet measured
  const start = end - 30 * 24 * HOUR;
  const rows: (typeof aqReadings.$inferInsert)[] = [];
  const next = random(20261121);
  // A weather pattern shared by all stations: slow swings of particulates, a few spells.
  const days = 31;
  const dayFactor = Array.from({ length: days }, (_, d) => 0.6 + 0.9 * Math.abs(Math.sin(d / 3.1)) + (d % 11 === 4 ? 0.9 : 0));
  stations.forEach((station, s) => {
    const stationId = inserted[s].id;
    for (let t = start; t < end; t += HOUR) {
      const at = new Date(t);
      const h = (at.getUTCHours() + 8) % 24;
      const d = Math.floor((t - start) / (24 * HOUR));
      // Lost hours: now and then one, and one station's morning of day 12.
      if (next() < 0.015 || (s === 1 && d === 12 && h < 6)) continue;
      const f = dayFactor[d] * station.scale;
      const noise = () => 0.85 + next() * 0.3;
      const rush = h === 8 || h === 9 || h === 18 || h === 19 ? 1.5 : h >= 1 && h <= 5 ? 0.7 : 1;
      const sun = Math.max(0, Math.sin(((h - 7) / 14) * Math.PI));
      const pm25 = Math.round(28 * f * noise() * (h >= 20 || h <= 2 ? 1.2 : 1));
      const values: Record<Pollutant, number> = {
        so2: Math.round(7 * noise() * station.scale),
        no2: Math.round(30 * rush * noise() * station.scale),
        pm10: Math.round(pm25 * (1.4 + next() * 0.4)),
        co: Math.round(0.6 * f * noise() * 10) / 10,
        o3: Math.round((25 + 135 * sun * (1.3 - dayFactor[d] * 0.25)) * noise()),
        pm25,
      };
      const measured = Object.fromEntries(station.pollutants.map((p) => [p, values[p]])) as Partial<Record<Pollutant, number>>;
      rows.push({ stationId, hour: at, ...measured, ...computedColumns(measured, station.pollutants, at), source: 'seed' });
    }
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(aqReadings).values(rows.slice(i, i + 500));
}
