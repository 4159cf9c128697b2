import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, WRITE_LIMIT_DEFAULTS } from './config.ts';
import { findCaddy, spraybookSiteDirectives, validateCaddyfile } from './test/deployment/caddy.ts';
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

/** A Caddyfile's site blocks: the address(es) before `{` at the start of a line, and the lines inside. */
function caddySites(caddyfile: string): { address: string; lines: string[] }[] {
  const sites: { address: string; lines: string[] }[] = [];
  let current: { address: string; lines: string[] } | null = null;
  for (const raw of caddyfile.split('\n')) {
    const line = raw.replace(/#.*$/, '').trimEnd();
    if (!current && /^\S.*\{$/.test(line))
      sites.push((current = { address: line.slice(0, -1).trim(), lines: [] }));
    else if (current && line === '}') current = null;
    else if (current && line.trim()) current.lines.push(line.trim());
  }
  return sites;
}

/** The nodes a site's `reverse_proxy` sends to. */
const upstreamsOf = (site: { lines: string[] }) =>
  site.lines
    .find((line) => line.startsWith('reverse_proxy '))!
    .replace(/^reverse_proxy /, '')
    .replace(/\{$/, '')
    .trim()
    .split(/\s+/);

/** Compose's services with the keys these checks read. */
type ComposeService = {
  image: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
};
const composeServices = () =>
  (parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> })
    .services;

/** The Caddyfiles: one box with a public name, one on the gym's Wi-Fi only, and compose's. */
const CADDYFILES = ['deploy/Caddyfile', 'deploy/Caddyfile.lan', 'deploy/Caddyfile.compose'];
/** The site that proxies to Spraybook's nodes (the compose file's also serves the bucket and Keycloak). */
const spraybookSite = (file: string) =>
  caddySites(read(file)).find((site) =>
    site.lines.some((l) => l.startsWith('reverse_proxy ') && l.endsWith('{')),
  )!;

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
      'docs/deploying.md',
      'deploy/Caddyfile',
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
    const services = composeServices();
    const nodes = Object.entries(services).filter(([, s]) => s.image.startsWith('node:'));
    expect(nodes.map(([name]) => name)).toEqual(['node1', 'node2']);
    for (const [, node] of nodes) {
      const names = Object.keys(node.environment ?? {});
      expect(names).toContain('DATABASE_URL');
      expect(names).toContain('S3_BUCKET');
      expect(notRead(names), 'set in compose.yaml, not read by config.ts').toEqual([]);
    }
    const images = Object.values(services).map((s) => s.image.split(':')[0]);
    expect(images).toEqual(
      expect.arrayContaining(['caddy', 'postgres', 'minio/minio', 'quay.io/keycloak/keycloak']),
    );
  });

  it("puts compose's Caddy in front of its nodes, the bucket and Keycloak, serving PUBLIC_URL on 443", () => {
    const services = composeServices();
    const caddy = Object.values(services).find((s) => s.image.startsWith('caddy:'))!;
    expect(caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy.volumes).toContain('./Caddyfile.compose:/etc/caddy/Caddyfile:ro');

    const nodes = Object.entries(services).filter(([, s]) => s.image.startsWith('node:'));
    const site = spraybookSite('deploy/Caddyfile.compose');
    expect(upstreamsOf(site)).toEqual(nodes.map(([name, s]) => `${name}:${s.environment!.PORT}`));
    const env = nodes[0]![1].environment!;
    expect(env.PUBLIC_URL).toBe(`https://${site.address}`);

    // Browsers load photos from the bucket and sign in at Keycloak: both behind Caddy's TLS too.
    const sites = caddySites(read('deploy/Caddyfile.compose'));
    for (const [variable, service] of [
      ['S3_ENDPOINT', 'minio'],
      ['OIDC_ISSUER', 'keycloak'],
    ] as const) {
      const address = new URL(env[variable]!);
      expect(address.protocol, variable).toBe('https:');
      const proxied = sites.find((s) => s.address === address.host);
      expect(proxied, `a site for ${address.host}`).toBeDefined();
      expect(upstreamsOf(proxied!)[0]!.split(':')[0]).toBe(service);
      expect(services[service], service).toBeDefined();
    }
  });

  it('serves the systemd node at its PUBLIC_URL from deploy/Caddyfile, and over tls internal from Caddyfile.lan', () => {
    const unit = read('deploy/spraybook.service');
    const setting = (name: string) => new RegExp(`^Environment=${name}=(.*)$`, 'm').exec(unit)![1]!;
    const node = `${setting('HOST')}:${setting('PORT')}`;
    const site = spraybookSite('deploy/Caddyfile');
    expect(upstreamsOf(site)).toEqual([node]);
    expect(setting('PUBLIC_URL')).toBe(`https://${site.address}`);

    const lan = spraybookSite('deploy/Caddyfile.lan');
    expect(upstreamsOf(lan)).toEqual([node]);
    expect(lan.address).toMatch(/^https:\/\//);
    expect(lan.lines).toContain('tls internal');
  });

  it.each(CADDYFILES)('%s proxies with the directives the HTTPS deployment test runs Caddy with', (file) => {
    const site = spraybookSite(file);
    const tested = spraybookSiteDirectives(['node:1'])
      .map((line) => line.trim())
      .filter((line) => !line.startsWith('reverse_proxy '));
    for (const directive of tested) expect(site.lines, directive).toContain(directive);
  });

  it("lets through a body as large as the server's (a photo's base64 and the other fields)", () => {
    const bodyLimit = Math.ceil((loadConfig({}).maxImageBytes * 4) / 3) + 1024 * 1024;
    for (const file of CADDYFILES) {
      const [, size] = /max_size (\d+)MB/.exec(read(file))!;
      expect(Number(size) * 1_000_000, file).toBeGreaterThan(bodyLimit);
    }
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

  const caddy = findCaddy();
  if (!caddy) console.log('caddy validate skipped: caddy is not installed (apt-get install caddy)');
  it.skipIf(!caddy).each(CADDYFILES)('%s is a configuration Caddy accepts (caddy validate)', (file) => {
    // Its own storage: validating `tls internal` creates an authority.
    const dir = mkdtempSync(path.join(tmpdir(), 'spraybook-caddy-validate-'));
    try {
      const { ok, output } = validateCaddyfile(caddy!, fileURLToPath(new URL(file, repo)), dir);
      expect(ok, output).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
