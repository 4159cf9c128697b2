import path from 'node:path';

// `<root>/features/<feature>/…`: the root (server/src, web/src) and the feature a file belongs to.
const IN_FEATURE = /^(.*)\/features\/([^/]+)\//;
const PUBLIC_FILE = /^public(\.ts)?$/;

/**
 * Features use each other only through a public surface: a file under `<root>/features/<a>/` may import
 * from `<root>/features/<b>/` (b ≠ a) only `features/<b>/public.ts`. Relative imports are checked;
 * files outside `features/` (app.ts, the demo seed) are not.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its public.ts, never its internals.' },
    messages: {
      internal: "'{{source}}' reaches into the {{feature}} feature: import from its public.ts instead.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const own = IN_FEATURE.exec(filename);
    if (!own) return {};
    const [, root, feature] = own;
    const features = `${root}/features/`;

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.resolve(path.posix.dirname(filename), source);
      if (!target.startsWith(features)) return;
      const [other, ...rest] = target.slice(features.length).split('/');
      if (other === feature) return;
      if (rest.length === 1 && PUBLIC_FILE.test(rest[0])) return;
      context.report({ node: node.source, messageId: 'internal', data: { source, feature: other } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
