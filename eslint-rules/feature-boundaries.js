import fs from 'node:fs';
import path from 'node:path';

/*
 * Which way imports may point, on both sides (docs/architecture.md, Layers):
 *
 *   web/src     app (app/, main.tsx, sw.ts, first-screen/, test/) → pages (pages/) → features (features/<f>/) → shared,
 *               whose sub-layers run shared/editor → canvas → ui → offline → data → util
 *   server/src  app (app.ts, server.ts, serve.ts, demo/, test/) → features (features/<f>/) → plugins (plugins/) → core (the rest:
 *               access/, http/, db/, lib/, auth/, files/, images/, storage/, config.ts, context.ts)
 *
 * A layer imports its own layer and the ones to its right, never to its left. Between features: in the web none at
 * all (a page composes them); on the server only another feature's public.ts, and never in a cycle.
 */
const ROOT = /^(.*\/(web|server)\/src)\/(.*)$/;
const PUBLIC_FILE = /^public(\.ts)?$/;
/** The web's shared code, by sub-layer, left to right: the hold editor, the photo canvas, components, offline, data, helpers. */
export const SHARED_LAYERS = ['editor', 'canvas', 'ui', 'offline', 'data', 'util'];
const ORDER = {
  web: ['app', 'pages', 'features', ...SHARED_LAYERS.map((layer) => `shared/${layer}`)],
  server: ['app', 'features', 'plugins', 'core'],
};
/** How to fix an import that points the wrong way, by side. */
export const HINTS = {
  web:
    'app → pages → features → shared (editor → canvas → ui → offline → data → util); move what both need to ' +
    'shared code or pass it in as a prop',
  server: 'app → features → plugins → core; move what both need down a layer, or let app.ts hand it in',
};
const SERVER_APP = new Set(['app.ts', 'server.ts', 'serve.ts', 'demo', 'test']);

/** Where a file sits: its side, layer and (in a feature) which feature. */
function place(file) {
  const m = ROOT.exec(file);
  if (!m) return null;
  const [, root, side, rest] = m;
  const [top, second] = rest.split('/');
  if (top === 'features' && second) return { root, side, layer: 'features', feature: second };
  if (side === 'web') {
    if (top === 'pages') return { root, side, layer: 'pages' };
    if (top === 'shared') return { root, side, layer: `shared/${second}` };
    // Entries: main.tsx, the service worker, the boot script's code (first-screen/) and test support.
    return { root, side, layer: 'app' };
  }
  if (SERVER_APP.has(top)) return { root, side, layer: 'app' };
  if (top === 'plugins') return { root, side, layer: 'plugins' };
  return { root, side, layer: 'core' };
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g;
const SOURCE = /\.(tsx?|jsx?|mjs)$/;
const TEST = /\.test\.[a-z]+$/;

/** Every file under `dir`, recursively. */
function walk(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * The features' import graph of one root as it is on disk (feature → features it imports), tests left out: read
 * once per lint run, then reused for every file of that root.
 */
const graphs = new Map();
function featureGraph(root) {
  if (graphs.has(root)) return graphs.get(root);
  const graph = new Map();
  const features = `${root}/features/`;
  for (const file of walk(features).map((f) => f.replaceAll('\\', '/'))) {
    if (!SOURCE.test(file) || TEST.test(file)) continue;
    const from = file.slice(features.length).split('/')[0];
    for (const [, source] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.posix.resolve(path.posix.dirname(file), source);
      if (!target.startsWith(features)) continue;
      const to = target.slice(features.length).split('/')[0];
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, file);
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of features from `start` to `goal` in the graph, or null. */
function pathBetween(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const trail = queue.shift();
    const last = trail.at(-1);
    if (last === goal) return trail;
    for (const next of graph.get(last)?.keys() ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...trail, next]);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports point one way (app → pages → features → shared; on the server app → features → plugins → core), ' +
        'features never import each other in the web, and on the server only through public.ts and never in a cycle.',
    },
    messages: {
      wrongWay: "'{{source}}' points the wrong way: {{from}} code may not import {{to}} code ({{hint}}).",
      feature:
        "'{{source}}' imports the {{other}} feature from the {{feature}} feature: a feature imports no other; " +
        'compose them in a page (web/src/pages) and move what both need to shared code.',
      internal: "'{{source}}' reaches into the {{other}} feature: import from its public.ts instead.",
      cycle: "'{{source}}' closes an import cycle between features: {{cycle}}.",
      unplaced:
        "web/src/shared/{{layer}} is no sub-layer of the web's shared code: put the file in one of " +
        SHARED_LAYERS.join(', ') +
        '.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          // Imports let through for now, each `{ from, to }` by the end of its path (say why beside it).
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const own = place(filename);
    // Tests drive the whole app (a feature's API test starts the app and seeds other features' rows): they import
    // as the app layer does, and ship in no bundle, so they are left out of the feature graph too.
    if (!own || TEST.test(filename)) return {};
    const allow = context.options[0]?.allow ?? [];
    const order = ORDER[own.side];
    if (own.side === 'web' && own.layer.startsWith('shared/') && !order.includes(own.layer)) {
      return {
        Program(node) {
          context.report({ node, messageId: 'unplaced', data: { layer: own.layer.slice('shared/'.length) } });
        },
      };
    }

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.resolve(path.posix.dirname(filename), source);
      const other = place(target);
      if (!other || other.root !== own.root) return;
      if (allow.some((a) => filename.endsWith(a.from) && stripExt(target).endsWith(stripExt(a.to)))) return;
      const report = (messageId, data) =>
        context.report({ node: node.source, messageId, data: { source, ...data } });

      if (order.indexOf(other.layer) < order.indexOf(own.layer)) {
        return report('wrongWay', { from: own.layer, to: other.layer, hint: HINTS[own.side] });
      }
      if (own.layer !== 'features' || other.layer !== 'features' || other.feature === own.feature) return;
      if (own.side === 'web') return report('feature', { feature: own.feature, other: other.feature });
      const rest = target.slice(`${own.root}/features/${other.feature}/`.length).split('/');
      if (rest.length !== 1 || !PUBLIC_FILE.test(rest[0]))
        return report('internal', { other: other.feature });
      const back = pathBetween(featureGraph(own.root), other.feature, own.feature);
      if (back) report('cycle', { cycle: [own.feature, ...back].join(' → ') });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

function stripExt(file) {
  return file.replace(/\.(tsx?|jsx?|mjs)$/, '');
}
