import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('footer links', () => {
  it('are all absent unless configured', () => {
    expect(loadConfig({}).footerLinks).toEqual({ communityUrl: null, issuesUrl: null, instagramUrl: null });
  });

  it('take the configured addresses', () => {
    const config = loadConfig({
      COMMUNITY_URL: 'https://discord.gg/example',
      ISSUES_URL: 'https://github.com/example/spraybook/issues',
      INSTAGRAM_URL: 'https://www.instagram.com/example',
    });
    expect(config.footerLinks).toEqual({
      communityUrl: 'https://discord.gg/example',
      issuesUrl: 'https://github.com/example/spraybook/issues',
      instagramUrl: 'https://www.instagram.com/example',
    });
  });

  it('refuse an address that is not http(s), since it becomes a link users click', () => {
    expect(() => loadConfig({ ISSUES_URL: 'javascript:alert(1)' })).toThrow(
      "ISSUES_URL must be an http(s) address, got 'javascript:alert(1)'",
    );
    expect(() => loadConfig({ COMMUNITY_URL: 'discord.gg/example' })).toThrow(/COMMUNITY_URL must be/);
  });
});
