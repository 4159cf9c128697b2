/**
 * A call's address as the app's client asks it: `/api`, the route's path with its parameters filled in, and
 * the query in the order given, empty values left out (the spec omits them rather than sending them blank).
 * The server's first screen writes the same addresses for the worker to keep (server/src/first-screen), so a
 * page reloaded offline finds them under the key the app asks.
 */
export function apiPath(
  path: string,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  return `/api${filled}${qs ? `?${qs}` : ''}`;
}
