/**
 * Beta video links (spec 5): YouTube watch, embed, shorts or youtu.be links with an 11-character
 * video id, and Instagram posts and reels. Plain functions, so the web's form and player use the
 * same rule as the server without loading zod.
 */

export type VideoLink =
  | { provider: 'youtube'; id: string; start: number | null }
  | { provider: 'instagram'; kind: 'p' | 'reel'; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const INSTAGRAM_ID = /^[A-Za-z0-9_-]{5,64}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com']);

/** `t=90`, `t=90s` or `t=1m30s` (YouTube's share links) in seconds; null when absent or unreadable. */
function startSeconds(url: URL): number | null {
  const t = url.searchParams.get('t') ?? url.searchParams.get('start');
  const match = t?.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/);
  if (!t || !match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : null;
}

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments.length === 1 ? segments[0] : undefined;
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'shorts')) return segments[1];
  return undefined;
}

/** What a link points at, or null when it is not a YouTube or Instagram video. */
export function parseVideoLink(link: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = youtubeId(url);
  if (id !== undefined)
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id, start: startSeconds(url) } : null;
  if (!INSTAGRAM_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [kind, code, ...rest] = url.pathname.split('/').filter(Boolean);
  const reel = kind === 'reel' || kind === 'reels';
  if ((kind !== 'p' && !reel) || !code || rest.length > 0 || !INSTAGRAM_ID.test(code)) return null;
  return { provider: 'instagram', kind: reel ? 'reel' : 'p', id: code };
}

/** The player's address: YouTube's no-cookie domain, Instagram's embed page. */
export function videoEmbedUrl(video: VideoLink): string {
  if (video.provider === 'instagram') return `https://www.instagram.com/${video.kind}/${video.id}/embed`;
  const start = video.start ? `&start=${video.start}` : '';
  return `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1${start}`;
}

/** The page to open the video on its own site. */
export function videoPageUrl(video: VideoLink): string {
  if (video.provider === 'instagram') return `https://www.instagram.com/${video.kind}/${video.id}/`;
  return `https://www.youtube.com/watch?v=${video.id}${video.start ? `&t=${video.start}s` : ''}`;
}
