import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait.ts';

describe('formatWait', () => {
  it('states the wait in seconds below a minute and in whole minutes, rounded up, above', () => {
    expect([0.2, 45, 59.5, 60, 61, 899.9].map(formatWait)).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '1 minute',
      '2 minutes',
      '15 minutes',
    ]);
  });
});
