import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverFolder = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * One server node as production runs it: `node src/server.ts` in its own process, its JSON log
 * appended to `logFile` (kept across restarts, so a test reads everything the node logged).
 */
export class ServerProcess {
  readonly port: number;
  readonly url: string;
  private readonly env: Record<string, string>;
  private readonly logFile: string;
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(opts: { port: number; env: Record<string, string>; logFile: string }) {
    this.port = opts.port;
    this.url = `http://127.0.0.1:${opts.port}`;
    this.env = opts.env;
    this.logFile = opts.logFile;
  }

  /** Starts the process; `ready()` waits until it takes work. */
  start(): void {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['src/server.ts'], {
      cwd: serverFolder,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.child = child;
  }

  /** Waits until `/readyz` answers 200 (database, bucket and migrations checked), or fails with the log. */
  async ready(timeoutMs = 150_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const exited = this.exited.then((code) => code);
    while (Date.now() < deadline) {
      const status = await fetch(`${this.url}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      const gone = await Promise.race([exited, new Promise((r) => setTimeout(() => r('running'), 100))]);
      if (gone !== 'running')
        throw new Error(`node ${this.port} exited (${gone}):\n${this.log().slice(-3000)}`);
    }
    throw new Error(`node ${this.port} was not ready within ${timeoutMs} ms:\n${this.log().slice(-3000)}`);
  }

  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  async stop(): Promise<number | null> {
    this.child?.kill('SIGTERM');
    const code = await this.exited;
    this.child = null;
    return code;
  }

  /** `kill -9`: the process dies mid-request, as in a crash; resolves once it has gone. */
  async crash(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  /** For clean-up after a failure: ends the process whatever it is doing. */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  log(): string {
    return readFileSync(this.logFile, 'utf8');
  }

  /** The node's JSON log lines (the plain lines some libraries print are skipped). */
  logEntries(): Record<string, unknown>[] {
    return this.log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
