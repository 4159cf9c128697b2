import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every `detail` the server can send is a text of the contract (docs/architecture.md): so the web shows
 * and matches the same words, and one file says all of them. This reads the server's source and fails on a
 * text written in place: a literal given to an HTTP error or as a `detail` (or a rule table's `notFound`,
 * `refused`, `signIn`), a constant of the file's own in that place, or a text function of the file's own.
 */

const SERVER_SRC = path.resolve(import.meta.dirname, '..');
const ERRORS = new Set([
  'Invalid',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  'TooLarge',
  'UnsupportedMedia',
  'Unprocessable',
  'TooManyRequests',
  'ServiceUnavailable',
  'HttpError',
]);
const DETAIL_PROPERTIES = new Set(['detail', 'notFound', 'refused', 'signIn']);
/** Functions of the server's own that may make a detail, and why. */
const ALLOWED_FUNCTIONS = new Map([
  ['validationDetail', "zod's issue for a field: the contract's text, or zod's own named by its field"],
]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

/** Where a file writes a detail of its own: `file:line: text`. */
function ownTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const local = new Map<string, ts.Node>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      local.set(node.name.text, node.initializer);
    }
    if (ts.isFunctionDeclaration(node) && node.name) local.set(node.name.text, node);
    ts.forEachChild(node, collect);
  };
  collect(source);

  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(SERVER_SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const isText = (node: ts.Node) =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
  const check = (node: ts.Expression, calls = true): void => {
    if (isText(node)) return void found.push(`${where(node)}: ${node.getText()}`);
    if (ts.isParenthesizedExpression(node)) return check(node.expression, calls);
    if (ts.isConditionalExpression(node)) return (check(node.whenTrue, calls), check(node.whenFalse, calls));
    if (ts.isBinaryExpression(node)) return (check(node.left, calls), check(node.right, calls));
    if (ts.isIdentifier(node)) {
      const init = local.get(node.text);
      if (init && isText(init)) found.push(`${where(node)}: ${node.text} = ${init.getText()}`);
      return;
    }
    if (calls && ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (local.has(name) && !ALLOWED_FUNCTIONS.has(name)) found.push(`${where(node)}: ${name}(…)`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && ERRORS.has(node.expression.text)) {
      const args = node.arguments ?? [];
      // HttpError(status, detail); the others take the detail first.
      const detail = node.expression.text === 'HttpError' ? args[1] : args[0];
      if (detail) check(detail);
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      DETAIL_PROPERTIES.has(node.name.text)
    ) {
      // A rule table's texts are constants; a CSP's `signIn` page policy is built by a call.
      check(node.initializer, node.name.text === 'detail');
    }
    if (
      ts.isParameter(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'detail' &&
      node.initializer
    ) {
      check(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the texts the server answers', () => {
  it('are all exported by the contract, none written in a server file', () => {
    const files = sourceFiles(SERVER_SRC);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => ownTexts(file))).toEqual([]);
  });

  it('would catch a literal, a constant of its own and a text function of its own', () => {
    const sample = [
      "const OWN = 'Mine';",
      'const own = (n: number) => `${n} left`;',
      "throw new NotFound('Wall not found');",
      'throw new Forbidden(OWN);',
      'throw new TooManyRequests(own(3), 3);',
      "reply.send({ detail: 'Oops', code: 'x' });",
      'throw new NotFound(WALL_NOT_FOUND);',
    ].join('\n');
    expect(ownTexts(path.join(SERVER_SRC, 'sample.ts'), sample)).toEqual([
      "sample.ts:3: 'Wall not found'",
      "sample.ts:4: OWN = 'Mine'",
      'sample.ts:5: own(…)',
      "sample.ts:6: 'Oops'",
    ]);
  });
});
