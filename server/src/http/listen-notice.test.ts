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
});
