import { describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads.ts';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  'src/pages/climb/climb-page.tsx': {
    file: 'assets/climb-page-1.js',
    imports: ['_runtime.js', 'index.html', '_title.js', '_canvas.js'],
  },
  '_title.js': { file: 'assets/title-1.js', imports: ['_shared.js'] },
  '_canvas.js': { file: 'assets/canvas-1.js', imports: ['_shared.js', 'index.html'] },
  '_shared.js': { file: 'assets/shared-1.js' },
};

describe('pagePreloads', () => {
  it("lists the page's chunk and every chunk it imports, once each, without the entry's", () => {
    expect(pagePreloads(manifest, 'src/pages/climb/climb-page.tsx')).toEqual([
      '/assets/climb-page-1.js',
      '/assets/title-1.js',
      '/assets/shared-1.js',
      '/assets/canvas-1.js',
    ]);
  });
  it('is empty for a page the build does not have, or without a manifest', () => {
    expect(pagePreloads(manifest, 'src/pages/gone.tsx')).toEqual([]);
    expect(pagePreloads(null, 'src/pages/climb/climb-page.tsx')).toEqual([]);
  });
});
