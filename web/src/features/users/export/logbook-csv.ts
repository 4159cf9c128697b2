import type { UserExport } from '@spraybook/contract';

/** The logbook's columns, in the order a climber reads a tick. */
export const LOGBOOK_COLUMNS = [
  'Date',
  'Wall',
  'Climb',
  'Grade',
  'Type',
  'Attempts',
  'Public',
  'Notes',
] as const;

const TYPE_LABELS: Record<string, string> = { redpoint: 'Redpoint', flash: 'Flash', onsight: 'Onsight' };
/** Hidden names (a wall since made private): said so, rather than an empty cell that looks like a bug. */
const HIDDEN = '(no longer visible to you)';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled, RFC 4180). A cell
 * a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so a note like "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The ticks as a CSV logbook that spreadsheets open as UTF-8 (a byte-order mark first, which Excel
 * needs to read accents and emoji) with CRLF line ends; grades in the person's grade system.
 */
export function logbookCsv(ticks: UserExport['ticks']): string {
  const rows = ticks.map((t) => [
    t.date,
    t.wall_name ?? HIDDEN,
    t.climb_name ?? HIDDEN,
    t.grade,
    TYPE_LABELS[t.ascent_type] ?? t.ascent_type,
    t.attempts,
    t.public ? 'yes' : 'no',
    t.notes,
  ]);
  const lines = [LOGBOOK_COLUMNS, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
