/**
 * An iPhone, iPad or iPod, where only Safari's home-screen apps install, and only they get Web Push.
 * iPadOS 13+ calls itself a Mac; only its touch screen gives it away.
 */
export function isIos(userAgent: string, maxTouchPoints: number) {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
