import type { PublicConfig } from '@spraybook/contract';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfigOrNull } from '../../../shared/util/public-config';
import { useInstallOffered } from './use-install-offered';

vi.mock('../../../shared/util/public-config', () => ({ publicConfigOrNull: vi.fn() }));

const offered = (secure: boolean, mobileAppUrl: string | null) => {
  vi.stubGlobal('isSecureContext', secure);
  vi.mocked(publicConfigOrNull).mockReturnValue({ mobile_app_url: mobileAppUrl } as PublicConfig);
  return renderHook(() => useInstallOffered()).result.current;
};

describe('useInstallOffered', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the install dialog on a secure page', () => {
    expect(offered(true, null)).toBe(true);
  });

  it('offers nothing on a plain-HTTP page, where nothing installs, unless there is a store app to link', () => {
    expect(offered(false, null)).toBe(false);
    expect(offered(false, 'https://apps.apple.com/app/spraybook/id1')).toBe(true);
  });
});
