import { describe, expect, it } from 'vitest';
import { ascentTypeLabel, attemptsText, tickAngleText, tickedOn, todayIso } from './ascent-display';

describe('ascent display', () => {
  it("reads flash as 'Flash!', onsight as 'First try!' and redpoint as 'Redpoint'", () => {
    expect(ascentTypeLabel('flash')).toBe('Flash!');
    expect(ascentTypeLabel('onsight')).toBe('First try!');
    expect(ascentTypeLabel('redpoint')).toBe('Redpoint');
  });

  it('counts attempts in words', () => {
    expect(attemptsText(1)).toBe('1 attempt');
    expect(attemptsText(4)).toBe('4 attempts');
  });

  it("gives today's date in the local time zone as YYYY-MM-DD", () => {
    expect(todayIso(new Date(2026, 10, 24, 23, 30))).toBe('2026-11-24');
    expect(todayIso(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('says how and when the climber ticked a climb: in days for the last week, then a short date', () => {
    const today = '2026-11-29';
    expect(tickedOn({ ascent_type: 'flash', ascent_date: today }, 'en-GB', today)).toBe('Flashed today');
    expect(tickedOn({ ascent_type: 'redpoint', ascent_date: '2026-11-28' }, 'en-GB', today)).toBe(
      'Redpointed yesterday',
    );
    expect(tickedOn({ ascent_type: 'onsight', ascent_date: '2026-11-23' }, 'en-GB', today)).toBe(
      'Sent first try 6 days ago',
    );
    expect(tickedOn({ ascent_type: 'flash', ascent_date: '2026-11-12' }, 'en-GB', today)).toBe(
      'Flashed 12 Nov',
    );
    expect(tickedOn({ ascent_type: 'redpoint', ascent_date: '2026-11-03' }, 'en-US', today)).toBe(
      'Redpointed Nov 3',
    );
    expect(tickedOn({ ascent_type: 'onsight', ascent_date: '2025-12-31' }, 'en-GB', today)).toBe(
      'Sent first try 31 Dec 2025',
    );
  });

  it('keeps a tick on the calendar day it was logged for, west of Greenwich too', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(tickedOn({ ascent_type: 'flash', ascent_date: '2026-01-01' }, 'en-GB', '2026-01-01')).toBe(
        'Flashed today',
      );
      expect(tickedOn({ ascent_type: 'flash', ascent_date: '2026-01-01' }, 'en-GB', '2026-01-20')).toBe(
        'Flashed 1 Jan',
      );
    } finally {
      process.env.TZ = zone;
    }
  });

  it("says the angle a tick was climbed at on an adjustable wall ('at 45°'), nothing on a fixed wall", () => {
    expect(tickAngleText({ angle: 45, wall_adjustable_angle: true })).toBe('at 45°');
    expect(tickAngleText({ angle: -5, wall_adjustable_angle: true })).toBe('at -5°');
    expect(tickAngleText({ angle: 40, wall_adjustable_angle: false })).toBeNull();
  });
});
