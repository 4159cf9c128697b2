/** Slices of a long list of query parameters, far below PostgreSQL's limit on parameters per statement. */
export async function forEachSlice<T>(
  values: readonly T[],
  each: (slice: T[]) => Promise<void>,
  size = 1000,
) {
  for (let i = 0; i < values.length; i += size) await each(values.slice(i, i + size));
}
