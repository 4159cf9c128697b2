/** How long a session lasted, '1 h 20 min' or '45 min', from its start to its end (or last activity). */
export function sessionLength(started: string, ended: string) {
  const minutes = Math.max(0, Math.round((Date.parse(ended) - Date.parse(started)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
