import { ASCENT_ATTEMPTS_MAX, type AscentType } from '@spraybook/contract';

/**
 * The tick 'Sent' makes (docs/decisions/0217-session-rules.md): a flash when the climber never tried the
 * climb before, in any session, nor ticked it; else a redpoint whose attempts are their tries since their
 * last send in a session, plus the send itself.
 */
export function tickShape(
  prior: { any: number; sinceSend: number },
  ticked: boolean,
): { ascent_type: AscentType; attempts: number } {
  if (prior.any === 0 && !ticked) return { ascent_type: 'flash', attempts: 1 };
  return { ascent_type: 'redpoint', attempts: Math.min(prior.sinceSend + 1, ASCENT_ATTEMPTS_MAX) };
}
