import { hourlyAqi, tableFor, type Concentrations, type Pollutant } from '@shared/airQuality';

/** The stored computed columns of one hourly reading: its real-time AQI by the table in force for that hour. */
export function computedColumns(values: Concentrations, pollutants: readonly Pollutant[], hour: Date) {
  const table = tableFor(hour);
  const result = hourlyAqi(values, { pollutants, table });
  if (result.status !== 'ok') return { aqi: null, level: null, primary: '', aqiVersion: table.version };
  return { aqi: result.aqi, level: result.level, primary: result.primary.join(','), aqiVersion: table.version };
}
