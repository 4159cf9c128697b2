import net from 'node:net';
import { freePort } from './free-port.ts';

/**
 * A stand-in for a node that dies mid-request: it accepts every connection and resets it as soon as the
 * request arrives, the race a restarting node loses to a request already on its way. Counts the drops.
 */
export async function startConnectionDropper() {
  const port = await freePort();
  let dropped = 0;
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      dropped++;
      socket.resetAndDestroy();
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    get dropped() {
      return dropped;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
