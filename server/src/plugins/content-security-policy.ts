import { allowedOrigins } from '../auth/oidc-provider.ts';
import { SIGN_IN_PAGE_SOURCES } from '../auth/sign-in-page.ts';
import type { Config } from '../config.ts';
import { BOOT_SCRIPT_HASH } from '../app-shell/boot-script.ts';
import { pageScriptHashes } from '../app-shell/page-scripts.ts';

/** Where beta videos will be embedded from (the spec accepts YouTube and Instagram links). */
const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://www.instagram.com',
];

export interface ContentSecurityPolicies {
  /** The web app's pages and files. */
  app: string;
  /** JSON and images: nothing in them may run or load anything. */
  api: string;
  /** The built-in provider's server-rendered pages (/oidc, /auth/interaction, /auth/recovery). */
  signIn: string;
  /** Swagger UI at /api/docs. */
  docs: string;
}

const join = (directives: Record<string, readonly (string | null)[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter((s) => s !== null)].join(' '))
    .join('; ');

/**
 * A source expression for a Leaflet tile template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png`:
 * a placeholder in the first host label becomes `*`; anywhere else only the scheme can be named.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const [, scheme, host] = match as unknown as [string, string, string];
  if (!host.includes('{')) return `${scheme}//${host}`;
  const rest = host.split('.').slice(1);
  return rest.some((label) => label.includes('{')) || rest.length === 0
    ? scheme
    : `${scheme}//*.${rest.join('.')}`;
}

/** Where photos would come from if the browser loaded them from the bucket directly. */
export function storageSources(s3: Config['s3']): string[] {
  if (!s3) return [];
  if (!s3.endpoint)
    return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`];
  const endpoint = new URL(s3.endpoint);
  return s3.forcePathStyle
    ? [endpoint.origin]
    : [endpoint.origin, `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
}

export function contentSecurityPolicies(config: Config): ContentSecurityPolicies {
  const https = config.publicUrl.startsWith('https:');
  const issuer = config.oidc ? new URL(config.oidc.issuer).origin : null;
  const upgrade: Record<string, string[]> = https ? { 'upgrade-insecure-requests': [] } : {};
  const locked = { 'object-src': ["'none'"], 'frame-ancestors': ["'none'"] };
  // With a bucket, answers link photos there (or at PUBLIC_IMAGES_URL, a CDN in front of it).
  const photoSources = [
    ...storageSources(config.s3),
    config.s3 && config.publicImagesUrl ? new URL(config.publicImagesUrl).origin : null,
  ];
  return {
    app: join({
      'default-src': ["'self'"],
      // The first screens' boot script and page scripts (server/src/first-screen) are the only inline
      // scripts, each allowed by its hash.
      'script-src': ["'self'", BOOT_SCRIPT_HASH, ...pageScriptHashes(config.webDist)],
      // Mantine writes its theme variables and responsive props into <style> elements at run time,
      // and a nonce cannot work with the service worker's cached index.html. Scripts stay strict.
      'style-src': ["'self'", "'unsafe-inline'"],
      // data: for Leaflet's marker images and the photo preview read with FileReader.
      'img-src': ["'self'", 'data:', tileSource(config.mapTileUrl), ...photoSources],
      'font-src': ["'self'"],
      // An external issuer is called for discovery and tokens, and framed for silent renewal. The wall form asks
      // the reverse geocoder for an address. The hold finder's worker fetches the photo's pixels wherever it is.
      'connect-src': [
        "'self'",
        issuer,
        config.geocoderUrl && new URL(config.geocoderUrl).origin,
        ...photoSources,
      ],
      'frame-src': [...VIDEO_FRAMES, issuer],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      ...locked,
      ...upgrade,
    }),
    api: join({ 'default-src': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"], ...locked }),
    signIn: join({
      'default-src': ["'none'"],
      'style-src': [SIGN_IN_PAGE_SOURCES.style],
      'script-src': [SIGN_IN_PAGE_SOURCES.script],
      'img-src': ["'self'"],
      // Chrome checks form-action on the redirects after a submit too: sign-in ends at the app's callback.
      'form-action': ["'self'", ...allowedOrigins(config.publicUrl)],
      'base-uri': ["'none'"],
      ...locked,
      ...upgrade,
    }),
    docs: join({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // Swagger UI sets inline styles; it runs no inline script.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      ...locked,
      ...upgrade,
    }),
  };
}

/** Answers for load balancers and monitoring: data, never a page. */
const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** Which policy a path gets. */
export function policyFor(url: string, policies: ContentSecurityPolicies): string {
  const path = url.split('?')[0]!;
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/api/docs')) return policies.docs;
  if (under('/api') || under('/images') || OPERATIONS_PATHS.has(path)) return policies.api;
  if (under('/oidc') || under('/auth/interaction') || under('/auth/recovery')) return policies.signIn;
  return policies.app;
}
