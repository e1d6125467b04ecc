/** A moment as the park reads it: China time, to the second. */
const formatter = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
export const formatMoment = (iso: string | null) => (iso ? formatter.format(new Date(iso)).replace(/\//g, '-') : '–');
