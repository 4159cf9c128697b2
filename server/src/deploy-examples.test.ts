import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { WRITE_LIMIT_DEFAULTS } from './config.ts';
import { nginxConfig } from './test/deployment/nginx.ts';

const repo = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, repo), 'utf8');

/** Every environment variable config.ts reads: `env.X`, `helper(env, 'X')` and the write limits' pairs. */
function configVariables(): Set<string> {
  const source = read('server/src/config.ts');
  const names = [
    ...[...source.matchAll(/env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!),
    ...[...source.matchAll(/\(env, '([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]!),
    ...Object.values(WRITE_LIMIT_DEFAULTS).flatMap(({ name }) => [`${name}_PER_MINUTE`, `${name}_PER_HOUR`]),
  ];
  return new Set(names);
}

/** The variables the README's Configuration table lists (a row may name two: `A` / `B`). */
function readmeTableVariables(readme: string): Set<string> {
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('### Running against PostgreSQL'),
  );
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return new Set(
    rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)),
  );
}

/** `Environment=KEY=value` lines of the systemd unit. */
function unitVariables(unit: string): string[] {
  return [...unit.matchAll(/^Environment="?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

const config = configVariables();
const notRead = (names: Iterable<string>) => [...names].filter((name) => !config.has(name));

describe('the deployment docs and examples match what the server reads', () => {
  it('finds the variables config.ts reads', () => {
    expect(config).toContain('DATABASE_URL');
    expect(config).toContain('S3_BUCKET');
    expect(config).toContain('COMMENTS_PER_HOUR');
    expect(config.size).toBeGreaterThan(30);
  });

  it("lists every variable in the README's configuration table, and no other", () => {
    const documented = readmeTableVariables(read('README.md'));
    expect(
      [...config].filter((name) => !documented.has(name)),
      'read by config.ts, missing from README',
    ).toEqual([]);
    expect(notRead(documented), 'in the README, not read by config.ts').toEqual([]);
  });

  it('has a Deploying section with the architecture and the example files', () => {
    const readme = read('README.md');
    const deploying = readme.slice(readme.indexOf('## Deploying'));
    expect(readme).toContain('## Deploying');
    for (const part of [
      'nginx',
      'PostgreSQL',
      'bucket',
      'Keycloak',
      'deploy/compose.yaml',
      'deploy/spraybook.service',
      'deploy/nginx.conf',
    ]) {
      expect(deploying).toContain(part);
    }
  });

  it("sets only variables config.ts reads on compose.yaml's Spraybook nodes", () => {
    const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
      services: Record<string, { image: string; environment?: Record<string, string> }>;
    };
    const nodes = Object.entries(compose.services).filter(([, s]) => s.image.startsWith('node:'));
    expect(nodes.map(([name]) => name)).toEqual(['node1', 'node2']);
    for (const [, node] of nodes) {
      const names = Object.keys(node.environment ?? {});
      expect(names).toContain('DATABASE_URL');
      expect(names).toContain('S3_BUCKET');
      expect(notRead(names), 'set in compose.yaml, not read by config.ts').toEqual([]);
    }
    const images = Object.values(compose.services).map((s) => s.image.split(':')[0]);
    expect(images).toEqual(
      expect.arrayContaining(['nginx', 'postgres', 'minio/minio', 'quay.io/keycloak/keycloak']),
    );
  });

  it('sets only variables config.ts reads in the systemd unit', () => {
    const names = unitVariables(read('deploy/spraybook.service'));
    expect(names).toContain('PUBLIC_URL');
    expect(notRead(names), 'set in spraybook.service, not read by config.ts').toEqual([]);
  });

  it('proxies with the directives the deployment test runs nginx with', () => {
    const example = read('deploy/nginx.conf');
    const tested = nginxConfig({ dir: '/tmp', port: 1, upstreams: [2, 3] });
    const location = tested.slice(tested.indexOf('location / {'));
    const directives = location
      .split('\n')
      .map((line) => line.trim())
      .filter(
        (line) =>
          (line.startsWith('proxy_') && !line.startsWith('proxy_pass')) ||
          line.startsWith('error_page') ||
          line.startsWith('location @') ||
          line.startsWith('if ('),
      );
    expect(directives.length).toBeGreaterThan(8);
    for (const directive of directives) expect(example).toContain(directive);
    expect(example).toContain('proxy_pass http://spraybook;');
    expect(example.split('{').length).toBe(example.split('}').length);
  });
});
