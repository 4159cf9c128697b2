/** '19:40' for today's data, '24 Nov, 19:40' for older, in the phone's locale. */
export function formatDataTime(time: number, now = Date.now(), locale?: string): string {
  const at = new Date(time);
  const clock = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === new Date(now).toDateString()) return clock;
  return `${at.toLocaleDateString(locale, { day: 'numeric', month: 'short' })}, ${clock}`;
}
