import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileAsDataUrl, stripDataUrlPrefix } from './read-file';

describe('stripDataUrlPrefix', () => {
  it('removes the data URL header', () => {
    expect(stripDataUrlPrefix('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
  });

  it('leaves bare base64 alone', () => {
    expect(stripDataUrlPrefix('/9j/4AAQ')).toBe('/9j/4AAQ');
  });
});

describe('readFileAsDataUrl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a file as a data URL', async () => {
    const url = await readFileAsDataUrl(new Blob(['hi'], { type: 'image/jpeg' }));
    expect(url).toBe('data:image/jpeg;base64,aGk=');
  });

  it.each([
    ['onabort', 'File reading was aborted'],
    ['onerror', 'File reading has failed'],
  ])('rejects with the spec text when the reader fires %s', async (handler, text) => {
    vi.stubGlobal(
      'FileReader',
      class {
        [key: string]: unknown;
        readAsDataURL() {
          queueMicrotask(() => (this[handler] as () => void)());
        }
      },
    );
    await expect(readFileAsDataUrl(new Blob(['x']))).rejects.toThrow(text);
  });
});
