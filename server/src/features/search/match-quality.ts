/**
 * How well a found name matches the searched text, so walls, climbs and climbers can share one order:
 * the whole name, then its start, then the start of a word in it, then anywhere in it, then a near
 * miss (the database found it by trigram). Each type's own order (by similarity) breaks ties.
 */
export function matchQuality(text: string, name: string | null): number {
  const q = text.trim().toLowerCase();
  const n = (name ?? '').trim().toLowerCase();
  if (!q || !n) return 0;
  if (n === q) return 4;
  if (n.startsWith(q)) return 3;
  if (n.split(/[\s\-_'’.,]+/).some((word) => word.startsWith(q))) return 2;
  if (n.includes(q)) return 1;
  return 0;
}
