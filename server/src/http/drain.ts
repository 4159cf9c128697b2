import type { Server } from 'node:http';

/**
 * What a stopping server knows about its requests: whether it drains (`/readyz` then answers 503)
 * and how many requests are still being answered. Counted on the HTTP server itself, so every
 * request counts: API, sign-in, images and the web app alike.
 */
export class Drain {
  draining = false;
  private inFlight = 0;
  private waiters: (() => void)[] = [];

  constructor(server: Server) {
    server.on('request', (_request, response) => {
      this.inFlight++;
      // 'close' fires once per response, whether it was sent whole or the client went away.
      response.once('close', () => {
        this.inFlight--;
        if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Resolves once no request is being answered (at once when none is). */
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
