/**
 * The one rule for a date on screen (issue 44; decision 0187): within the last week it is relative ('42 seconds
 * ago', '5 hours ago', '3 days ago'; a calendar day 'today', 'yesterday'), older a short date in the reader's
 * locale ('12 Nov', with its year when not this year's: '31 Dec 2025'). An instant comes as ISO or as
 * PostgreSQL writes it; a calendar day (a tick's date) as YYYY-MM-DD, read in UTC so no time zone moves it.
 */

const WEEK_DAYS = 7;
const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The units an instant's age is told in, each with how many make the next. */
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

// Made once per locale and style, on first use: building an Intl formatter costs far more than formatting
// (a feed formats dozens of times), and a page that shows no date yet pays nothing.
const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();
function relative(locale: string | undefined, numeric: 'always' | 'auto') {
  const key = `relative ${locale} ${numeric}`;
  if (!formatters.has(key)) formatters.set(key, new Intl.RelativeTimeFormat(locale, { numeric }));
  return formatters.get(key) as Intl.RelativeTimeFormat;
}
function short(locale: string | undefined, withYear: boolean, utc: boolean) {
  const key = `short ${locale} ${withYear} ${utc}`;
  if (!formatters.has(key))
    formatters.set(
      key,
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: withYear ? 'numeric' : undefined,
        timeZone: utc ? 'UTC' : undefined,
      }),
    );
  return formatters.get(key) as Intl.DateTimeFormat;
}

/** Today in the reader's own time zone, as YYYY-MM-DD (a date input's format). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The short date alone ('12 Nov', '31 Dec 2025'), for an instant or a calendar day. */
function shortDate(value: string, now = Date.now(), locale?: string): string {
  const day = CALENDAR_DAY.test(value);
  const at = day ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const thisYear = todayIso(new Date(now)).slice(0, 4);
  const year = day ? value.slice(0, 4) : todayIso(at).slice(0, 4);
  return short(locale, year !== thisYear, day).format(at);
}

/** A date as the app shows it: relative within the last week, else its short date. */
export function shownDate(value: string, now = Date.now(), locale?: string): string {
  if (CALENDAR_DAY.test(value)) {
    const days = Math.round(
      (Date.parse(`${todayIso(new Date(now))}T00:00:00Z`) - Date.parse(value)) / DAY_MS,
    );
    // A day ahead (another time zone's today) is still today; next week's is a date.
    if (days >= -1 && days < WEEK_DAYS) return relative(locale, 'auto').format(-Math.max(0, days), 'day');
    return shortDate(value, now, locale);
  }
  // Never in the future: a clock a little ahead of the server's says '0 seconds ago'.
  let amount = Math.max(0, (now - new Date(value).getTime()) / 1000);
  if (amount >= WEEK_DAYS * 86_400) return shortDate(value, now, locale);
  for (const [unit, size] of STEPS) {
    if (amount < size) return relative(locale, 'always').format(-Math.floor(amount), unit);
    amount /= size;
  }
  return shortDate(value, now, locale);
}
