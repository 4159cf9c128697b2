import { apiPath, FIRST_SCREEN_ANSWERS_ID, routes, type FirstScreenAnswer } from '@spraybook/contract';
import { escapeHtml } from '../lib/html.ts';
import { APP_ASSETS_ID, BOOT_SCRIPT } from './boot-script.ts';

/** What a first screen adds to the app's page: its markup, title and preview for shared links. */
export interface FirstScreen {
  /** The tab's title. */
  title: string;
  /** The title of a shared link's preview. */
  previewTitle: string;
  description: string;
  /** The page's own address, for link previews. */
  url: string;
  /** A photo for link previews (the wall's banner). */
  image?: string;
  /** Markup shown until the app has drawn the same page (`web/src/shared/ui/first-screen-release.ts` removes it). */
  body: string;
  /** The markup's own styles, inline: the app's stylesheet comes later. */
  styles: string;
  /** The opened page's chunks beyond the entry (page-preloads.ts), preloaded by the boot script. */
  preloads?: string[];
  /** The screen is one column of the screen's height (the climb page), not a page that scrolls. */
  fullHeight?: boolean;
  /** The API answers the screen was drawn from, which the app's queries start from. */
  answers?: FirstScreenAnswer[];
  /**
   * API addresses the opened page asks for beyond those answers (a wall's first climbs), as the app's client
   * writes them: the boot script asks them through the worker with the answers, so they are kept for offline.
   */
  keep?: string[];
}

type Element = [tag: string, attributes: Record<string, string>];

/** The built head's tags: scripts with a source, links, and comments (which explain the tags moved). */
const HEAD_TAG = /\s*(?:<!--[\s\S]*?-->|<script\b([^>]*)><\/script>|<link\b([^>]*?)\s*\/?>)/g;
/** Links that stay in the head: they start no download the first screen would compete with. */
const KEPT_LINK = /\brel="(?:icon|apple-touch-icon)"/;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;

function attributesOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value ?? '']));
}

/** Where the app renders (web/index.html). */
const ROOT = '<div id="root"></div>';

/** The app's settings, which it reads before anything renders (web/index.html preloads them). */
const CONFIG_URL = '/api/config';

/**
 * An answer's API address, as the app's client asks it (`apiPath`): what the boot script asks through the
 * service worker once it controls the page, so it is kept offline.
 */
export const answerUrl = ({ route, params }: FirstScreenAnswer) => apiPath(routes[route].path, params);

/** JSON inside a script element: `<` escaped, so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface AppShell {
  /** The page as built: every route of the app, and every visit the first screen does not cover. */
  plain: string;
  /** The page with a first screen in it, the app's downloads left to the boot script. */
  withFirstScreen(screen: FirstScreen): string;
}

/**
 * Reads the built `index.html` once. Its head's script and link tags (Vite's entry, preloads,
 * stylesheet, the PWA manifest, the config preload) move into a JSON list that the boot script
 * adds after the first screen's largest paint; everything else (meta, icons) stays.
 */
export function readAppShell(html: string): AppShell {
  const headEnd = html.indexOf('</head>');
  // A page not built by Vite (tests' stand-ins) has nowhere to put a first screen.
  if (headEnd < 0 || !html.includes(ROOT)) return { plain: html, withFirstScreen: () => html };
  const head = html.slice(0, headEnd);
  const early: Element[] = [];
  const late: Element[] = [];
  const bareHead = head.replace(HEAD_TAG, (tag, script?: string, link?: string) => {
    if (script !== undefined) late.push(['script', attributesOf(script)]);
    else if (link !== undefined) {
      if (KEPT_LINK.test(link)) return tag;
      early.push(['link', attributesOf(link)]);
    }
    return '';
  });
  const rest = html.slice(headEnd);

  return {
    plain: html,
    withFirstScreen(screen) {
      const meta = [
        `<meta property="og:title" content="${escapeHtml(screen.previewTitle)}" />`,
        `<meta property="og:description" content="${escapeHtml(screen.description)}" />`,
        `<meta property="og:url" content="${escapeHtml(screen.url)}" />`,
        screen.image ? `<meta property="og:image" content="${escapeHtml(screen.image)}" />` : '',
        `<style id="first-screen-styles">${screen.styles}</style>`,
      ].join('');
      // Every replacement is a function: a string's `$&`, `$'` or `` $` `` (in a wall's or climb's name) would
      // otherwise be read as a pattern and copy parts of the page into it.
      return (
        bareHead
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title)}</title>`)
          .replace(
            /(<meta name="description" content=")[^"]*(")/,
            (_, open: string, close: string) => `${open}${escapeHtml(screen.description)}${close}`,
          )
          .replace('<html ', '<html data-first-screen ') +
        meta +
        rest.replace(
          ROOT,
          () =>
            `<div id="first-screen"${screen.fullHeight ? ' class="fs-full-height"' : ''}>${screen.body}</div>${ROOT}` +
            `<script type="application/json" id="${APP_ASSETS_ID}">${scriptJson({ early, late, page: screen.preloads ?? [], reads: [CONFIG_URL, ...(screen.answers ?? []).map(answerUrl), ...(screen.keep ?? [])] })}</script>` +
            (screen.answers
              ? `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${scriptJson(screen.answers)}</script>`
              : '') +
            `<script>${BOOT_SCRIPT}</script>`,
        )
      );
    },
  };
}
