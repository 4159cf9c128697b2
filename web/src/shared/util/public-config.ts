import type { PublicConfig } from '@spraybook/contract';

let config: PublicConfig | null = null;

/** Loads the server's public configuration once, before the app renders. */
export async function loadPublicConfig(): Promise<PublicConfig> {
  const res = await fetch('/api/config');
  if (!res.ok) throw new Error(`Could not load the app configuration (HTTP ${res.status})`);
  config = (await res.json()) as PublicConfig;
  return config;
}

export function publicConfig(): PublicConfig {
  if (!config) throw new Error('loadPublicConfig() has not finished');
  return config;
}

/** For code that must work even when the configuration failed to load (the error fallback). */
export function publicConfigOrNull(): PublicConfig | null {
  return config;
}
