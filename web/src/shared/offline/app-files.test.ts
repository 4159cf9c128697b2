import { describe, expect, it } from 'vitest';
import { isShellFile, splitAppFiles } from './app-files';

describe('the files the worker installs with', () => {
  it('are index.html and the entry chunk, its stylesheet and the runtime, nothing lazy', () => {
    expect(isShellFile('index.html')).toBe(true);
    expect(isShellFile('assets/index-Df2qFI0T.js')).toBe(true);
    expect(isShellFile('/assets/index-9tuuxxJl.css')).toBe(true);
    expect(isShellFile('assets/rolldown-runtime-COiEfhsA.js')).toBe(true);
    expect(isShellFile('assets/climb-page-Bh_-4Jp1.js')).toBe(false);
    expect(isShellFile('assets/index-Df2qFI0T.js.map')).toBe(false);
    expect(isShellFile('icon-192.png')).toBe(false);
    expect(isShellFile('manifest.webmanifest')).toBe(false);
  });

  it('split the manifest into the shell entries and the rest, each address once, and name them all', () => {
    const manifest = [
      { url: 'index.html', revision: 'a' },
      { url: 'assets/index-X.js', revision: null },
      { url: 'icon-192.png', revision: 'b' },
      { url: 'icon-192.png', revision: 'b' },
      { url: 'assets/wall-home-page-Y.js', revision: null },
    ];
    expect(splitAppFiles(manifest)).toEqual({
      shell: [manifest[0], manifest[1]],
      rest: ['icon-192.png', 'assets/wall-home-page-Y.js'],
      all: new Set(['index.html', 'assets/index-X.js', 'icon-192.png', 'assets/wall-home-page-Y.js']),
    });
  });
});
