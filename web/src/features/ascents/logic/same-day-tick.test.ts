import { describe, expect, it } from 'vitest';
import { asksBeforeTicking } from './same-day-tick';

const today = '2026-11-29';

describe('asking before a second tick of a climb on the same day', () => {
  it('asks when the climber already ticked the climb today and ticks it for today again', () => {
    expect(asksBeforeTicking([{ ascent_date: today }], today, today)).toBe(true);
    expect(asksBeforeTicking([{ ascent_date: '2026-11-02' }, { ascent_date: today }], today, today)).toBe(
      true,
    );
  });

  it('ticks at once a first tick, or one after ticks of earlier days only', () => {
    expect(asksBeforeTicking([], today, today)).toBe(false);
    expect(asksBeforeTicking([{ ascent_date: '2026-11-28' }], today, today)).toBe(false);
  });

  it('ticks at once a tick dated another day: the question is about today', () => {
    expect(asksBeforeTicking([{ ascent_date: today }], '2026-11-20', today)).toBe(false);
  });
});
