import { describe, expect, it } from 'vitest';
import { listenNotice, listensBeyondLoopback } from './listen-notice.ts';

const base = { publicUrl: 'http://localhost:8080', port: 8080, addresses: ['192.168.1.20'] };

describe('listen notice', () => {
  it('names the address to open', () => {
    const notice = listenNotice({ ...base, publicUrlSet: false, host: '127.0.0.1' });
    expect(notice.open).toBe('Spraybook is running: open http://localhost:8080');
    expect(notice.warning).toBeNull();
  });

  it('warns when PUBLIC_URL is unset and other machines can reach the server, suggesting a LAN address', () => {
    const { warning } = listenNotice({ ...base, publicUrlSet: false, host: '0.0.0.0' });
    expect(warning).toContain('PUBLIC_URL is not set');
    expect(warning).toContain('PUBLIC_URL=http://192.168.1.20:8080');
    expect(warning).toContain('HOST=127.0.0.1');
  });

  it('does not warn once PUBLIC_URL is set', () => {
    const notice = listenNotice({
      ...base,
      publicUrl: 'https://spray.example',
      publicUrlSet: true,
      host: '::',
    });
    expect(notice).toEqual({ open: 'Spraybook is running: open https://spray.example', warning: null });
  });

  it('tells loopback hosts from the others', () => {
    for (const host of ['localhost', '127.0.0.1', '127.0.1.1', '::1'])
      expect(listensBeyondLoopback(host)).toBe(false);
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) expect(listensBeyondLoopback(host)).toBe(true);
  });

  it('still says what to set on a machine with no network', () => {
    const { warning } = listenNotice({ ...base, addresses: [], publicUrlSet: false, host: '0.0.0.0' });
    expect(warning).toContain('PUBLIC_URL=http://<this machine’s address>:8080');
  });

  it('warns that a plain-HTTP network address is no secure context, naming both ways to HTTPS', () => {
    const { warning } = listenNotice({
      ...base,
      publicUrl: 'http://192.168.1.20:8080',
      publicUrlSet: true,
      host: '0.0.0.0',
    });
    expect(warning).toContain('not treat as a secure context');
    expect(warning).toContain('offline use, installing the app and the update banner do not');
    expect(warning).toContain('deploy/Caddyfile');
    expect(warning).toContain('docs/deploying.md');
    expect(warning).toContain('TLS_CERT_FILE and TLS_KEY_FILE');
  });

  it('does not warn about plain HTTP on this machine’s own addresses, nor about HTTPS', () => {
    for (const publicUrl of [
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://127.0.1.1:8080',
      'http://[::1]:8080',
      'https://192.168.1.20:8443',
      'https://spray.example',
    ]) {
      expect(listenNotice({ ...base, publicUrl, publicUrlSet: true, host: '0.0.0.0' }).warning).toBeNull();
    }
  });

  it('warns about plain HTTP on a name too, whatever HOST the server listens on', () => {
    const { warning } = listenNotice({
      ...base,
      publicUrl: 'http://spraywall.lan',
      publicUrlSet: true,
      host: '127.0.0.1',
    });
    expect(warning).toContain('PUBLIC_URL is a plain HTTP address on the network (http://spraywall.lan)');
  });
});
