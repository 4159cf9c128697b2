import { afterEach, describe, expect, it } from 'vitest';
import { installedTool } from './installed-tool.ts';

describe('a tool the deployment tests drive', () => {
  const ci = process.env.CI;
  afterEach(() => {
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
  });

  it('is its first candidate path that exists', () => {
    expect(installedTool('node', ['/no/such/node', process.execPath])).toBe(process.execPath);
  });

  it('is missing (null: its tests skip) on a developer machine without it', () => {
    delete process.env.CI;
    expect(installedTool('no-such-tool-spraybook', ['/no/such/tool'])).toBeNull();
  });

  it('fails on CI when missing, since .ci/run installs it: a broken install never reads as a skip', () => {
    process.env.CI = 'true';
    expect(() => installedTool('no-such-tool-spraybook', ['/no/such/tool'])).toThrow(/\.ci\/run installs it/);
  });
});
