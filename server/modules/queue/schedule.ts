/**
 * When recurring jobs run, in China time (UTC+8 all year, no daylight saving): the park's day is China's
 * day, as policy windows are.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The next moment strictly after `after` that is hh:mm in China. */
export const dailyAt =
  (hour: number, minute = 0) =>
  (after: Date): Date => {
    const china = after.getTime() + CHINA_OFFSET_MS;
    const midnight = Math.floor(china / DAY_MS) * DAY_MS;
    let next = midnight + (hour * 60 + minute) * 60_000;
    if (next <= china) next += DAY_MS;
    return new Date(next - CHINA_OFFSET_MS);
  };

/** The next moment strictly after `after` that is hh:mm on an ISO weekday (1 = Monday) in China. */
export const weeklyAt =
  (isoWeekday: number, hour: number, minute = 0) =>
  (after: Date): Date => {
    let next = dailyAt(hour, minute)(after);
    // 1970-01-01 was a Thursday (ISO 4).
    const weekdayOf = (d: Date) => ((Math.floor((d.getTime() + CHINA_OFFSET_MS) / DAY_MS) + 3) % 7) + 1;
    while (weekdayOf(next) !== isoWeekday) next = new Date(next.getTime() + DAY_MS);
    return next;
  };

/** Every n minutes, on the minute. */
export const everyMinutes =
  (n: number) =>
  (after: Date): Date =>
    new Date((Math.floor(after.getTime() / (n * 60_000)) + 1) * n * 60_000);
