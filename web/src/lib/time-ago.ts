const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

// Made once, on first use: building an Intl formatter costs far more than formatting (a feed formats dozens
// of times), and a page that imports this but shows no time yet (the climb page's first render) pays nothing.
let inBrowserLanguage: Intl.RelativeTimeFormat | undefined;
const browserFormat = () =>
  (inBrowserLanguage ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'always' }));

/** '12 seconds ago', '3 minutes ago', '5 hours ago', '2 days ago' (spec 2.15), in the browser's language. */
export function timeAgo(at: string, now = Date.now(), locale?: string): string {
  const format = locale ? new Intl.RelativeTimeFormat(locale, { numeric: 'always' }) : browserFormat();
  let amount = Math.max(0, (now - new Date(at).getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (amount < size) return format.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return format.format(-Math.floor(amount), 'day');
}
