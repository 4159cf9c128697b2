import type { Ascent, AscentType } from '@spraybook/contract';
import { shownDate, todayIso } from '../../../shared/util/shown-date';
import { atAngle } from '../../../shared/util/texts';

/** Spec 4: how a tick's type reads ('Flash!', 'First try!', or 'Redpoint' with its attempts as a hint). */
export function ascentTypeLabel(type: AscentType): string {
  switch (type) {
    case 'flash':
      return 'Flash!';
    case 'onsight':
      return 'First try!';
    case 'redpoint':
      return 'Redpoint';
  }
}

/** 'at 45°', the angle a tick was climbed at, on an adjustable wall only (issue 47); null on a fixed wall. */
export const tickAngleText = (tick: Pick<Ascent, 'angle' | 'wall_adjustable_angle'>) =>
  tick.wall_adjustable_angle ? atAngle(tick.angle) : null;

export const attemptsText = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);

/** Today in the climber's own time zone, as YYYY-MM-DD (the date input's format). */
export { todayIso };

/** What the climber did, in a word or two, for the climb's tick state ('Flashed today'). */
export function tickedWord(type: AscentType): string {
  switch (type) {
    case 'flash':
      return 'Flashed';
    case 'onsight':
      return 'Sent first try';
    case 'redpoint':
      return 'Redpointed';
  }
}

/**
 * A tick as the climb shows it to its climber: how and when, the date by the app's one rule (decision 0200):
 * 'Flashed today', 'Redpointed 3 days ago', then a short date in the reader's locale ('Flashed 12 Nov',
 * 'Redpointed Nov 3' in the US), with its year when not this year's. The date is a calendar day (YYYY-MM-DD),
 * read in UTC so no time zone moves it to the day before.
 */
export function tickedOn(
  tick: { ascent_type: AscentType; ascent_date: string },
  locale?: string,
  today = todayIso(),
): string {
  return `${tickedWord(tick.ascent_type)} ${shownDate(tick.ascent_date, Date.parse(`${today}T12:00:00Z`), locale)}`;
}
