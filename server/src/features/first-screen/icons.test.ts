import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { icon, tablerShapes } from './icons.ts';

/** A package's manifest as the workspace installed it (both icon packages are hoisted to the root). */
const manifest = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../node_modules/${name}/package.json`, import.meta.url), 'utf8'),
  ) as {
    version: string;
    dependencies: Record<string, string>;
  };

describe('first-screen icons', () => {
  it('come from the icon package version the app’s React icons are made from', () => {
    const madeFrom = manifest('@tabler/icons-react').dependencies['@tabler/icons'];
    expect(manifest('@tabler/icons').version).toBe(madeFrom);
  });

  it('draw the package’s shapes without its transparent box', () => {
    expect(tablerShapes('x')).toEqual(['<path d="M18 6l-12 12"/>', '<path d="M6 6l12 12"/>']);
  });

  it('render as the app’s icons do: 24-unit box, round strokes in the text colour, hidden from readers', () => {
    const svg = icon('search', 18, 'fs-extra');
    expect(svg).toMatch(
      /^<svg class="fs-icon fs-extra" width="18" height="18" viewBox="0 0 24 24" fill="none"/,
    );
    expect(svg).toContain('stroke="currentColor" stroke-width="2" stroke-linecap="round"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('<path d="M21 21l-6 -6"/>');
  });
});
