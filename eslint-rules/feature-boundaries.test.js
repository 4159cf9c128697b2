import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule, { HINTS } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

// A server tree on disk for the cycle check, which reads the other features' imports: ascents → climbs → users.
const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-')).replaceAll('\\', '/');
const write = (file, text) => {
  fs.mkdirSync(path.dirname(`${repo}/${file}`), { recursive: true });
  fs.writeFileSync(`${repo}/${file}`, text);
};
write('server/src/features/ascents/public.ts', "export { x } from '../climbs/public.ts';\n");
write('server/src/features/climbs/public.ts', "export { y } from '../users/public.ts';\n");
write('server/src/features/users/public.ts', 'export const y = 1;\n');
write('server/src/features/search/public.ts', 'export const z = 1;\n');
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

const server = `${repo}/server/src/features/search/search.service.ts`;
const users = `${repo}/server/src/features/users/users.service.ts`;
const webFeature = '/repo/web/src/features/walls/components/wall-card.tsx';
const webPage = '/repo/web/src/pages/climb/climb-page.tsx';
const webShared = '/repo/web/src/shared/data/invalidation.ts';
const webApp = '/repo/web/src/app/router.tsx';
const error = (messageId, data) => ({ messageId, data });

tester.run('feature-boundaries', rule, {
  valid: [
    // Server: features through public.ts, down to plugins and core; the app composes features.
    { filename: server, code: "import { findListedWalls } from '../walls/public.ts';" },
    { filename: server, code: "import type { X } from '../users/public.ts';" },
    { filename: server, code: "import { quickSearch } from './search.queries.ts';" },
    { filename: server, code: "import { route } from '../../http/route.ts';" },
    { filename: server, code: "import type { AuthIdentity } from '../../plugins/auth.ts';" },
    { filename: server, code: "import { z } from 'zod';" },
    { filename: users, code: "import { z } from '../search/public.ts';" },
    {
      filename: `${repo}/server/src/app.ts`,
      code: "import { wallsRoutes } from './features/walls/walls.routes.ts';",
    },
    {
      filename: `${repo}/server/src/demo/seed-demo.ts`,
      code: "import { x } from '../features/walls/public.ts';",
    },
    { filename: '/repo/server/src/plugins/web.ts', code: "import { config } from '../config.ts';" },
    // A test drives the whole app, as the app layer does.
    {
      filename: '/repo/server/src/http/route.test.ts',
      code: "import { buildTestApp } from '../test/test-app.ts'; import { a } from '../features/walls/walls.queries.ts';",
    },
    // Web: app → pages → features → shared.
    { filename: webFeature, code: "import { WallCard } from '../components/wall-card';" },
    { filename: webFeature, code: "import { useMe } from '../../../shared/data/users/get-me';" },
    { filename: webFeature, code: "import { climbKeys } from '../../../shared/data/query-keys/climb-keys';" },
    { filename: webPage, code: "import { TickStatus } from '../../features/ascents/public';" },
    { filename: webPage, code: "const L = lazy(() => import('../../features/lists/public'));" },
    {
      filename: webPage,
      code: "import { ClimbImageTab } from '../../features/climbs/components/climb-image-tab';",
    },
    { filename: webShared, code: "import { climbKeys } from './query-keys/climb-keys';" },
    // Shared code's sub-layers, left to right: editor → canvas → ui → offline → data → util.
    { filename: webShared, code: "import { randomId } from '../util/random-id';" },
    {
      filename: '/repo/web/src/shared/ui/page-states.tsx',
      code: "import { useOnline } from '../offline/use-online';",
    },
    {
      filename: '/repo/web/src/shared/editor/keymap.ts',
      code: "import { x } from '../canvas/math/climb-fit';",
    },
    // Entries: the service worker and the boot script's code import shared code as the app does.
    { filename: '/repo/web/src/sw.ts', code: "import { x } from './shared/offline/cache-names';" },
    {
      filename: webApp,
      code: "import { x } from '../pages/climb/climb-page'; import { y } from '../features/home/public';",
    },
    // An import the config lets through for now.
    {
      filename: '/repo/server/src/access/caller.ts',
      code: "import type { AuthIdentity } from '../plugins/auth.ts';",
      options: [{ allow: [{ from: 'server/src/access/caller.ts', to: 'server/src/plugins/auth.ts' }] }],
    },
  ],
  invalid: [
    // Server: another feature's insides.
    {
      filename: server,
      code: "import { searchWalls } from '../walls/walls.queries.ts';",
      errors: [error('internal', { source: '../walls/walls.queries.ts', other: 'walls' })],
    },
    {
      filename: server,
      code: "export { getWall } from '../walls/walls.service.ts';",
      errors: [error('internal', { source: '../walls/walls.service.ts', other: 'walls' })],
    },
    {
      filename: server,
      code: "export * from '../walls/public/inner.ts';",
      errors: [error('internal', { source: '../walls/public/inner.ts', other: 'walls' })],
    },
    {
      filename: server,
      code: "const m = await import('../walls/walls.routes.ts');",
      errors: [error('internal', { source: '../walls/walls.routes.ts', other: 'walls' })],
    },
    // Server: a deliberately added cycle (users → ascents, while ascents → climbs → users on disk).
    {
      filename: users,
      code: "import { x } from '../ascents/public.ts';",
      errors: [error('cycle', { source: '../ascents/public.ts', cycle: 'users → ascents → climbs → users' })],
    },
    {
      filename: users,
      code: "import { y } from '../climbs/public.ts';",
      errors: [error('cycle', { source: '../climbs/public.ts', cycle: 'users → climbs → users' })],
    },
    // Server: core and plugins never import a feature; core never imports a plugin.
    {
      filename: '/repo/server/src/plugins/file-upkeep.ts',
      code: "import { sweepOrphanWallPhotos } from '../features/walls/public.ts';",
      errors: [
        error('wrongWay', {
          source: '../features/walls/public.ts',
          from: 'plugins',
          to: 'features',
          hint: HINTS.server,
        }),
      ],
    },
    {
      filename: '/repo/server/src/access/wall-access.ts',
      code: "import { findWall } from '../features/walls/public.ts';",
      errors: [
        error('wrongWay', {
          source: '../features/walls/public.ts',
          from: 'core',
          to: 'features',
          hint: HINTS.server,
        }),
      ],
    },
    {
      filename: '/repo/server/src/http/route.ts',
      code: "import type { AuthIdentity } from '../plugins/auth.ts';",
      errors: [
        error('wrongWay', { source: '../plugins/auth.ts', from: 'core', to: 'plugins', hint: HINTS.server }),
      ],
    },
    {
      filename: '/repo/server/src/db/client.ts',
      code: "import { buildApp } from '../app.ts';",
      errors: [error('wrongWay', { source: '../app.ts', from: 'core', to: 'app', hint: HINTS.server })],
    },
    // Web: no feature imports another, not even through public.ts.
    {
      filename: webFeature,
      code: "import { useUser } from '../../users/public';",
      errors: [error('feature', { source: '../../users/public', feature: 'walls', other: 'users' })],
    },
    {
      filename: webFeature,
      code: "const L = lazy(() => import('../../lists/public'));",
      errors: [error('feature', { source: '../../lists/public', feature: 'walls', other: 'lists' })],
    },
    {
      filename: webFeature,
      code: "import * as users from '../../users';",
      errors: [error('feature', { source: '../../users', feature: 'walls', other: 'users' })],
    },
    // Web: the wrong way.
    {
      filename: '/repo/web/src/features/walls/components/wall-sub-nav.tsx',
      code: "import { NARROW_SCREEN } from '../../../app/theme';",
      errors: [
        error('wrongWay', { source: '../../../app/theme', from: 'features', to: 'app', hint: HINTS.web }),
      ],
    },
    {
      filename: webFeature,
      code: "import { ClimbPage } from '../../../pages/climb/climb-page';",
      errors: [
        error('wrongWay', {
          source: '../../../pages/climb/climb-page',
          from: 'features',
          to: 'pages',
          hint: HINTS.web,
        }),
      ],
    },
    {
      filename: webPage,
      code: "import { AppLayout } from '../../app/shell/app-layout';",
      errors: [
        error('wrongWay', {
          source: '../../app/shell/app-layout',
          from: 'pages',
          to: 'app',
          hint: HINTS.web,
        }),
      ],
    },
    {
      filename: webShared,
      code: "import { useWallLists } from '../../features/lists/api/list-calls';",
      errors: [
        error('wrongWay', {
          source: '../../features/lists/api/list-calls',
          from: 'shared/data',
          to: 'features',
          hint: HINTS.web,
        }),
      ],
    },
    {
      filename: '/repo/web/src/shared/ui/user-name.tsx',
      code: "import { ClimbPage } from '../../pages/climb/climb-page';",
      errors: [
        error('wrongWay', {
          source: '../../pages/climb/climb-page',
          from: 'shared/ui',
          to: 'pages',
          hint: HINTS.web,
        }),
      ],
    },
    {
      filename: webShared,
      code: "const notice = import('../ui/sign-in-elsewhere-notice');",
      errors: [
        error('wrongWay', {
          source: '../ui/sign-in-elsewhere-notice',
          from: 'shared/data',
          to: 'shared/ui',
          hint: HINTS.web,
        }),
      ],
    },
    {
      filename: '/repo/web/src/shared/util/texts.ts',
      code: "import { api } from '../data/api-client';",
      errors: [
        error('wrongWay', {
          source: '../data/api-client',
          from: 'shared/util',
          to: 'shared/data',
          hint: HINTS.web,
        }),
      ],
    },
    {
      filename: '/repo/web/src/shared/helpers/x.ts',
      code: 'export const x = 1;',
      errors: [error('unplaced', { layer: 'helpers' })],
    },
  ],
});
