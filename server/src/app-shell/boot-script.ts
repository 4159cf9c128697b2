import { createHash } from 'node:crypto';

/** The id of the JSON block listing the app's CSS, scripts and manifest (`app-shell.ts` writes it). */
export const APP_ASSETS_ID = 'app-assets';
/** Modulepreload links the boot script adds in one task (~2 ms each on a phone Lighthouse emulates). */
const PRELOADS_PER_TASK = 4;
/** How long the opened page's chunks wait for the worker to take the page over. */
const WORKER_FIRST_MS = 1500;
/** The service worker's address (web/src/sw.ts, built to `sw.js`), as the app registers it. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The element whose largest-contentful-paint entry lets the app's downloads start (the banner photo). */
export const LCP_ATTRIBUTE = 'data-first-screen-lcp';

/**
 * Runs in a first visit's page, inline: starts the app's downloads only once the first screen's
 * largest paint is on screen, so on a phone's link the banner photo gets the bandwidth first
 * (measured in docs/performance.md: starting on the photo's `load` event raced, the LCP entry did not).
 * Falls back to the page's `load` where the browser has no LCP entries, the tab is hidden (no paint
 * is reported then) or the photo fails. Stylesheets come before the entry script, so the app
 * never renders unstyled; the entry script is preloaded with them, and the opened page's chunks
 * (page-preloads.ts) start right after, so they are in place before the entry script asks for them.
 * It also registers the service worker, which the app would do only once its entry has run.
 */
const BOOT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var assets = JSON.parse(document.getElementById('${APP_ASSETS_ID}').textContent);
    var pending = 0;
    function add(item) {
      var el = document.createElement(item[0]);
      for (var name in item[1]) el.setAttribute(name, item[1][name]);
      document.head.appendChild(el);
      return el;
    }
    function scripts() {
      if (--pending > 0) return;
      assets.late.forEach(add);
    }
    // The opened page's chunks, a few links a task: each costs the main thread a little.
    function preload(files) {
      files.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
        add(['link', { rel: 'modulepreload', crossorigin: '', href: href }]);
      });
      if (files.length) setTimeout(preload, 0, files);
    }
    assets.early.forEach(function (item) {
      var el = add(item);
      if (item[1].rel === 'stylesheet') {
        pending++;
        el.onload = el.onerror = scripts;
      }
    });
    // The entry first: over HTTP/1.1 (six connections) it would otherwise wait behind the page's chunks.
    assets.late.forEach(function (item) {
      if (item[1].type === 'module' && item[1].src)
        add(['link', { rel: 'modulepreload', crossorigin: '', href: item[1].src }]);
    });
    pending++;
    scripts();
    // The worker installs while the app downloads: registered now, not once the entry has run, so a
    // first visit is offline-ready sooner (issue 43); only where the app registers it too. Its requests
    // go at a low priority: the page's chunks wait until it controls the page (at most
    // ${WORKER_FIRST_MS} ms), or on HTTP/1.1's six connections its install would queue behind all of them.
    var chunksStarted = false;
    function chunks() {
      if (chunksStarted) return;
      chunksStarted = true;
      preload(assets.page);
    }
    // Once it has taken over, the answers this page was drawn from (and the app's settings) are asked
    // through it, which keeps them for offline, before the chunks fill the connections.
    function keepReads() {
      assets.reads.forEach(function (url) {
        fetch(url, { headers: { accept: 'application/json' } }).catch(function () {});
      });
      chunks();
    }
    var workers = window.isSecureContext && navigator.serviceWorker;
    if (workers && !workers.controller) {
      workers.addEventListener('controllerchange', keepReads);
      if (assets.page.length) setTimeout(chunks, ${WORKER_FIRST_MS});
      else chunks();
    } else chunks();
    if (workers) workers.register('${SERVICE_WORKER_URL}', { scope: '/' }).catch(function () {});
  }
  var target = document.querySelector('[${LCP_ATTRIBUTE}]');
  var observed = false;
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (!target || entry.element === target) start();
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    observed = document.visibilityState === 'visible';
  } catch (e) {}
  if (target) target.addEventListener('error', start);
  addEventListener('load', function () {
    if (!observed) return start();
    setTimeout(start, 3000);
  });
})();`;

export const BOOT_SCRIPT = BOOT;

/** The boot script's CSP source: the app's policy allows this one inline script and no other. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
