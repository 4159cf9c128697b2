import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('counts kilobytes below a megabyte, never 0', () => {
    expect(formatBytes(12)).toBe('1 KB');
    expect(formatBytes(840_400)).toBe('840 KB');
  });
  it('counts megabytes with one decimal above', () => {
    expect(formatBytes(3_240_000)).toBe('3.2 MB');
  });
});
