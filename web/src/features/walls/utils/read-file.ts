export const FILE_READ_ABORTED = 'File reading was aborted';
export const FILE_READ_FAILED = 'File reading has failed';

/** Reads a file as a `data:` URL, rejecting with the spec's image-reading texts. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onabort = () => reject(new Error(FILE_READ_ABORTED));
    reader.onerror = () => reject(new Error(FILE_READ_FAILED));
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });
}

/** The API takes bare base64, without the `data:image/jpeg;base64,` prefix a FileReader adds. */
export function stripDataUrlPrefix(dataUrl: string) {
  const comma = dataUrl.indexOf(',');
  return dataUrl.startsWith('data:') && comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
}
