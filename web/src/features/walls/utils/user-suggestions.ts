/**
 * Search results that may still be picked: not the wall's owner, not already chosen
 * (spec 5), and never a deleted account.
 */
export function userSuggestions<U extends { id: string; deleted: boolean }>(
  results: readonly U[] | undefined,
  excluded: Iterable<string | null | undefined>,
): U[] {
  const skip = new Set<string>();
  for (const id of excluded) if (id) skip.add(id);
  return (results ?? []).filter((u) => !u.deleted && !skip.has(u.id));
}
