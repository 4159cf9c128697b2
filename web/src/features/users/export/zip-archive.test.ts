import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, zipArchive } from './zip-archive';

describe('the ZIP archive', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('is read back by unzip, names and contents intact', async () => {
    const blob = zipArchive([
      { name: 'spraybook-data.json', content: '{"name":"Åre"}' },
      { name: 'logbook.csv', content: '\uFEFFDate\r\n2026-10-01\r\n' },
    ]);
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
    const file = path.join(dir, 'export.zip');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    execFileSync('unzip', ['-t', file]);
    expect(execFileSync('unzip', ['-p', file, 'spraybook-data.json']).toString()).toBe('{"name":"Åre"}');
    expect(execFileSync('unzip', ['-p', file, 'logbook.csv']).toString()).toBe(
      '\uFEFFDate\r\n2026-10-01\r\n',
    );
  });
});
