/** Content types we store, by file extension. The local backend keeps no sidecar files, so the key's extension carries the type. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};

/** The content type for a key's extension, or null when the extension is not one we store. */
export function contentTypeForKey(key: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || null;
}
