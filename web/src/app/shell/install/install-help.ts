/**
 * How this browser installs the app: with its own prompt (Chromium browsers fire one), through Safari's
 * Share sheet (iPhone and iPad, where no browser offers a prompt), or through a menu the dialog can only
 * describe (Firefox, desktop Safari, a Chromium that decided not to offer it yet).
 */
export type InstallHelp = 'prompt' | 'ios' | 'other';

export function installHelp({
  hasPrompt,
  userAgent,
  maxTouchPoints,
}: {
  hasPrompt: boolean;
  userAgent: string;
  maxTouchPoints: number;
}): InstallHelp {
  if (hasPrompt) return 'prompt';
  // iPadOS 13+ calls itself a Mac; only its touch screen gives it away.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios ? 'ios' : 'other';
}
