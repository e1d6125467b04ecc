import { addDays } from './policyWindow';

/**
 * The days the calendar's month panel shows for the month holding `day` (YYYY-MM-DD): it starts in the week
 * before the month and runs into the next. The server renders /calender with the same range the screen asks.
 */
export function monthGridRange(day: string): [string, string] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return [addDays(`${day.slice(0, 7)}-01`, -7), addDays(lastOfMonth, 14)];
}
