/**
 * The cursor of a newest-first page (the personal feed, notifications): `<created, to the microsecond>_<id>`
 * of the last row shown, whose shape the contract checks. The next page starts below it.
 */
export function splitCursor(cursor: string) {
  const at = cursor.indexOf('_');
  return { created: cursor.slice(0, at), id: cursor.slice(at + 1) };
}

/** The next page's cursor: the last of `limit` rows, when the query found one row more than it shows. */
export function nextCursor(rows: readonly { cursor: string; id: string }[], limit: number) {
  const last = rows[Math.min(rows.length, limit) - 1];
  return rows.length > limit && last ? `${last.cursor}_${last.id}` : null;
}
