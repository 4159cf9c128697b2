/**
 * Sign-in only works at the install's PUBLIC_URL: the identity provider knows that address alone,
 * and the page's content security policy allows requests to it only. Opened at another address
 * (http://127.0.0.1:8080 when PUBLIC_URL is http://localhost:8080, or a LAN address), this is the
 * same page at the public address; null when this page already is there.
 */
export function signInAddressElsewhere(
  publicUrl: string,
  here: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>,
): string | null {
  let origin: string;
  try {
    origin = new URL(publicUrl).origin;
  } catch {
    return null;
  }
  if (origin === here.origin) return null;
  return `${origin}${here.pathname}${here.search}${here.hash}`;
}
