/** The URL the images plugin serves a stored file at. */
export function imageUrl(key: string) {
  return `/images/${key}`;
}
