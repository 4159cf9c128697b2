import { describe, expect, it } from 'vitest';
import { controlsBottom } from './controls-placement';

describe('controlsBottom', () => {
  it('lifts the zoom buttons above an overlay by their usual gap', () => {
    expect(controlsBottom(180)).toBe('calc(180px + var(--mantine-spacing-xs))');
  });
  it("leaves them in the stylesheet's place without an overlay", () => {
    expect(controlsBottom(0)).toBeUndefined();
  });
});
