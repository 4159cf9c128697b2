import type { Ascent } from '@spraybook/contract';

/**
 * Whether a new tick of a climb, dated `date`, asks first ('You ticked this today. Tick again?'): it is
 * today's, and `mine` (the climber's ticks of that climb, those waiting on the phone included) has one of
 * today already. A second tick stays possible, as a choice; an earlier day's tick asks nothing.
 */
export function asksBeforeTicking(
  mine: readonly Pick<Ascent, 'ascent_date'>[],
  date: string,
  today: string,
): boolean {
  return date === today && mine.some((tick) => tick.ascent_date === today);
}
