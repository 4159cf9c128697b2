// Starts the real server for the browser journeys: a fresh data folder, and a fresh database
// on the PostgreSQL server when TEST_DATABASE_URL is set (else embedded PGlite).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startFakeGeocoder } from './fake-geocoder.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = process.env.E2E_PORT || '8181';
// The wall form's address look-ups go to a loopback stand-in for Nominatim, never to the real one.
const geocoder = await startFakeGeocoder();
const dataDir = mkdtempSync(path.join(tmpdir(), 'spraybook-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Every journey signs up from 127.0.0.1: more than a real address would in an hour.
  SIGN_UPS_PER_HOUR: '1000',
  // Journeys write faster than people and some share an account for the whole run: no write limits.
  ...Object.fromEntries(
    [
      'COMMENTS',
      'TICKS',
      'LISTS',
      'TAGS',
      'HOLDS',
      'VOTES',
      'PICTURES',
      'CLIMBS',
      'VIDEOS',
      'FOLLOWS',
      'PROFILES',
      'WALLS',
      'EXPORTS',
    ].flatMap((name) => [
      [`${name}_PER_MINUTE`, '100000'],
      [`${name}_PER_HOUR`, '100000'],
    ]),
  ),
  // The journeys expect the demo wall on either database.
  SEED_DEMO: 'true',
  // One footer link configured and two not, so the journeys see both cases; and a contact address
  // of this install's own, so the legal pages can be seen to use it.
  ISSUES_URL: 'https://issues.example.org/spraybook',
  COMMUNITY_URL: '',
  INSTAGRAM_URL: '',
  CONTACT_EMAIL: 'team@spraybook.example.org',
  GEOCODER_URL: geocoder.url,
  // Password-reset mail goes to a loopback SMTP server that account.spec.ts starts on the next port.
  SMTP_URL: `smtp://127.0.0.1:${Number(port) + 1}`,
  MAIL_FROM: 'Spraybook <no-reply@spraybook.test>',
};

let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const name = `spraybook_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

// The same way `npm start` runs it: Node 24 itself, stripping the types, with no loader.
const server = spawn(process.execPath, [path.join(root, 'server/src/server.ts')], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  geocoder.close();
  await dropDatabase().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
