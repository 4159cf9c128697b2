/** '840 KB', '3.2 MB': the space a saved wall takes, in the units a phone's settings use. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1000 / 1000).toFixed(1)} MB`;
}
