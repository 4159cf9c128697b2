import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installedTool } from './installed-tool.ts';

/** Debian's nginx, or null when it is not installed (the deployment tests then skip; on CI it throws). */
export function findNginx(): string | null {
  return installedTool('nginx', ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']);
}

/**
 * nginx in front of the nodes as the README's deployment runs it: round-robin with no stickiness,
 * the request id passed on as X-Request-Id, and a request the nodes never received (connection
 * refused: a node restarting) or an idempotent one that failed tried once on the next node.
 * `X-Upstream` names the node(s) that were tried, for the tests.
 */
export interface NginxOptions {
  dir: string;
  port: number;
  upstreams: number[];
  /** nginx's `max_fails` per node (1: a node that failed rests for a second; 0: never set aside). */
  maxFails?: number;
}

export function nginxConfig(opts: NginxOptions): string {
  const { dir } = opts;
  const servers = opts.upstreams.map(
    (p) => `    server 127.0.0.1:${p} max_fails=${opts.maxFails ?? 1} fail_timeout=1s;`,
  );
  const toNodes = `proxy_pass http://spraybook;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;`;
  return `worker_processes 1;
# A reload or stop waits for no open session stream longer than this (its phone resumes elsewhere).
worker_shutdown_timeout 5s;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Wall photos arrive as base64 JSON (MAX_IMAGE_MB and a third more).
  client_max_body_size 40m;
  client_body_buffer_size 40m;
  upstream spraybook {
${servers.join('\n')}
  }
  server {
    listen 127.0.0.1:${opts.port};
    location / {
      ${toNodes}
      # Not sent yet (refused) or idempotent: the next node. A POST that reached a node is not resent here…
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      # …but one carrying an Idempotency-Key is done once by the servers however often it comes: when its
      # node dropped it (a restart's race), it goes to the next node.
      error_page 502 504 = @keyed_write_again;
    }
    location @keyed_write_again {
      if ($http_idempotency_key = "") { return 502; }
      ${toNodes}
    }
    # A session's live events (text/event-stream): passed on as they come, never buffered nor cached; the
    # heartbeat every 15 s keeps the stream inside proxy_read_timeout.
    location ~ ^/api/sessions/[^/]+/events$ {
      ${toNodes}
      proxy_buffering off;
      proxy_cache off;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_read_timeout 1h;
      # A stopping node refuses new streams (503): the client's retry goes to the other node at once.
      proxy_next_upstream error timeout http_502 http_503 http_504;
    }
  }
}
`;
}

/** Runs nginx as a child process (no daemon) with a generated configuration in `dir`. */
export class Nginx {
  readonly url: string;
  private readonly binary: string;
  private readonly dir: string;
  private child: ChildProcess | null = null;

  constructor(binary: string, opts: NginxOptions) {
    this.binary = binary;
    this.dir = opts.dir;
    this.url = `http://127.0.0.1:${opts.port}`;
    mkdirSync(this.dir, { recursive: true });
    // Run as root, nginx's workers drop to an unprivileged user that must reach its temp folders.
    chmodSync(this.dir, 0o755);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(this.dir, temp), { recursive: true });
      chmodSync(path.join(this.dir, temp), 0o777);
    }
    writeFileSync(path.join(this.dir, 'nginx.conf'), nginxConfig(opts));
  }

  async start(): Promise<void> {
    const conf = path.join(this.dir, 'nginx.conf');
    this.child = spawn(
      this.binary,
      ['-p', this.dir, '-c', conf, '-e', `${this.dir}/error.log`, '-g', 'daemon off;'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`nginx exited:\n${this.errorLog()}`);
      const up = await fetch(`${this.url}/healthz`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nginx did not answer:\n${this.errorLog()}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await exited;
  }

  errorLog(): string {
    const file = path.join(this.dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }
}

/**
 * What the production-shape tests need, the PostgreSQL server the nodes share (`TEST_DATABASE_URL`) and
 * nginx in front of them, with the reason they skip when one is missing (CI's PostgreSQL pass has both:
 * .ci/run installs Debian's nginx).
 */
export function clusterPrerequisites() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const nginxBinary = findNginx();
  const skipped = !serverUrl
    ? 'TEST_DATABASE_URL is not set (the nodes share one PostgreSQL server)'
    : !nginxBinary
      ? 'nginx is not installed (apt-get install nginx)'
      : null;
  return { serverUrl, nginxBinary, skipped };
}
