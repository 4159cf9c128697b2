import type { AscentType } from '@spraybook/contract';

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

export const attemptsText = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);

/** Today in the climber's own time zone, as YYYY-MM-DD (the date input's format). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
