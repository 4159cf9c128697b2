import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import { httpsRequest } from './https-request.ts';
import { installedTool } from './installed-tool.ts';

/** Debian's caddy, or null when it is not installed (the HTTPS tests then skip; on CI it throws). */
export function findCaddy(): string | null {
  return installedTool('caddy', ['/usr/bin/caddy', '/usr/local/bin/caddy']);
}

/**
 * The Spraybook site's directives, as deploy/Caddyfile, Caddyfile.lan and Caddyfile.compose carry them
 * (deploy-examples.test.ts checks each line is there): large photo bodies, one request id, /metrics kept
 * from the public, a ready node at random with /readyz as the health check, answers passed on unbuffered (a
 * session's event stream).
 */
export function spraybookSiteDirectives(nodes: string[], extraProxyLines: string[] = []): string[] {
  return [
    'request_body {',
    '\tmax_size 40MB',
    '}',
    'request_header X-Request-Id {http.request.uuid}',
    'log',
    '@metrics path /metrics /metrics/',
    'respond @metrics 403',
    `reverse_proxy ${nodes.join(' ')} {`,
    '\tlb_policy random',
    '\tlb_try_duration 5s',
    '\tlb_try_interval 250ms',
    '\thealth_uri /readyz',
    '\thealth_interval 1s',
    '\thealth_timeout 2s',
    '\tflush_interval -1',
    ...extraProxyLines.map((line) => `\t${line}`),
    '\ttransport http {',
    '\t\tdial_timeout 2s',
    '\t}',
    '}',
  ];
}

export interface CaddyOptions {
  /** Its configuration, log and storage (XDG_DATA_HOME, XDG_CONFIG_HOME): nothing of the machine's. */
  dir: string;
  /** The site's name (browsers map it to 127.0.0.1). */
  host: string;
  httpsPort: number;
  /** Plain http: the redirect to https and the root certificate's download. */
  httpPort: number;
  /** The nodes' loopback ports. */
  upstreams: number[];
}

/** Where Caddy keeps its own authority's root under `dataDir` (XDG_DATA_HOME). */
export const rootCertificatePath = (dataDir: string) =>
  path.join(dataDir, 'caddy', 'pki', 'authorities', 'local', 'root.crt');

/**
 * deploy/Caddyfile.lan on loopback ports: `tls internal` from an authority of its own that is never
 * installed in the system's trust store, no admin API (parallel runs never collide on its port), and
 * `X-Upstream` naming the node that answered, for the tests.
 */
export function caddyConfig(opts: CaddyOptions): string {
  const nodes = opts.upstreams.map((port) => `127.0.0.1:${port}`);
  const site = spraybookSiteDirectives(nodes, [
    'header_down X-Upstream {http.reverse_proxy.upstream.hostport}',
  ]);
  const indent = (lines: string[]) => lines.map((line) => `\t${line}`).join('\n');
  return `{
	admin off
	local_certs
	skip_install_trust
	http_port ${opts.httpPort}
	https_port ${opts.httpsPort}
}

${opts.host} {
	tls internal
${indent(site)}
}

http://${opts.host} {
	handle /spraybook-root.crt {
		rewrite * /root.crt
		root * ${path.dirname(rootCertificatePath(path.join(opts.dir, 'data')))}
		header Content-Type application/x-x509-ca-cert
		file_server
	}
	handle {
		redir https://{host}:${opts.httpsPort}{uri} permanent
	}
}
`;
}

/** Runs `caddy run` as a child process with a generated Caddyfile and storage in `dir`. */
export class Caddy {
  /** The https address browsers open: the site's name on Caddy's port. */
  readonly url: string;
  readonly host: string;
  readonly httpsPort: number;
  readonly httpPort: number;
  private readonly binary: string;
  private readonly dir: string;
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(binary: string, opts: CaddyOptions) {
    this.binary = binary;
    this.dir = opts.dir;
    this.host = opts.host;
    this.httpsPort = opts.httpsPort;
    this.httpPort = opts.httpPort;
    this.url = `https://${opts.host}:${opts.httpsPort}`;
    mkdirSync(path.join(this.dir, 'data'), { recursive: true });
    mkdirSync(path.join(this.dir, 'config'), { recursive: true });
    writeFileSync(path.join(this.dir, 'Caddyfile'), caddyConfig(opts));
  }

  /** Its environment: storage in its own folder, so the machine's Caddy and trust store are untouched. */
  private env() {
    return {
      PATH: process.env.PATH ?? '',
      HOME: this.dir,
      XDG_DATA_HOME: path.join(this.dir, 'data'),
      XDG_CONFIG_HOME: path.join(this.dir, 'config'),
    };
  }

  /** Starts Caddy and waits until the site answers over https with a certificate from its root. */
  async start(): Promise<void> {
    const log = createWriteStream(this.logFile(), { flags: 'a' });
    const child = spawn(
      this.binary,
      ['run', '--config', path.join(this.dir, 'Caddyfile'), '--adapter', 'caddyfile'],
      { env: this.env(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.child = child;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`caddy exited:\n${this.log().slice(-3000)}`);
      if (existsSync(this.rootCertificate())) {
        const up = await this.request('/healthz').then(
          (res) => res.status === 200,
          () => false,
        );
        if (up) return;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`caddy did not answer over https:\n${this.log().slice(-3000)}`);
  }

  /** A request to the site as a phone that trusts Caddy's root would send it (to 127.0.0.1). */
  request(pathname: string, init: Parameters<typeof httpsRequest>[1] = {}) {
    return httpsRequest(`${this.url}${pathname}`, {
      ...init,
      ca: readFileSync(this.rootCertificate()),
      address: '127.0.0.1',
    });
  }

  /** Caddy's authority's root: what a phone installs to trust this box. */
  rootCertificate(): string {
    return rootCertificatePath(path.join(this.dir, 'data'));
  }

  /**
   * The base64 SHA-256 of the public key (SPKI) of the certificate the site serves: what Chromium's
   * --ignore-certificate-errors-spki-list takes to accept it as a phone that trusts the root would.
   */
  leafSpkiHash(): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = tls.connect(
        { host: '127.0.0.1', port: this.httpsPort, servername: this.host, rejectUnauthorized: false },
        () => {
          const leaf = socket.getPeerX509Certificate();
          socket.end();
          if (!leaf) return reject(new Error('Caddy served no certificate'));
          const spki = leaf.publicKey.export({ type: 'spki', format: 'der' });
          resolve(createHash('sha256').update(spki).digest('base64'));
        },
      );
      socket.on('error', reject);
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await this.exited;
    this.child = null;
  }

  logFile(): string {
    return path.join(this.dir, 'caddy.log');
  }

  log(): string {
    return existsSync(this.logFile()) ? readFileSync(this.logFile(), 'utf8') : '';
  }
}

/** `caddy validate` of a Caddyfile, with storage in `dir` (validating `tls internal` creates an authority). */
export function validateCaddyfile(binary: string, file: string, dir: string) {
  const result = spawnSync(binary, ['validate', '--config', file, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_CONFIG_HOME: path.join(dir, 'config'),
    },
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
