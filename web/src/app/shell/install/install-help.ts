import { isIos } from '../../../shared/util/is-ios';

/**
 * How this browser installs the app: with its own prompt (Chromium browsers fire one), through Safari's
 * Share sheet (iPhone and iPad, where no browser offers a prompt), or through a menu the dialog can only
 * describe (Firefox, desktop Safari, a Chromium that decided not to offer it yet); or not at all, on a page
 * that is not a secure context (plain HTTP): no browser installs an app from one.
 */
export type InstallHelp = 'prompt' | 'ios' | 'other' | 'insecure';

export function installHelp({
  secure,
  hasPrompt,
  userAgent,
  maxTouchPoints,
}: {
  secure: boolean;
  hasPrompt: boolean;
  userAgent: string;
  maxTouchPoints: number;
}): InstallHelp {
  if (!secure) return 'insecure';
  if (hasPrompt) return 'prompt';
  return isIos(userAgent, maxTouchPoints) ? 'ios' : 'other';
}
