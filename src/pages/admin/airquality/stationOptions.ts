import { queryAirQualityStations } from '@/services/portal/airquality';

/** The stations as a select's choices (filters and forms). */
export const stationOptions = async () => (await queryAirQualityStations()).data.list.map((s) => ({ label: s.name, value: s.id }));
