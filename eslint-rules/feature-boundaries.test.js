import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});
const server = '/repo/server/src/features/search/search.service.ts';
const web = '/repo/web/src/features/walls/pages/wall-page.tsx';
const error = (source, feature) => ({ messageId: 'internal', data: { source, feature } });

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: server, code: "import { findListedWalls } from '../walls/public.ts';" },
    { filename: server, code: "import type { X } from '../users/public.ts';" },
    { filename: server, code: "import { quickSearch } from './search.queries.ts';" },
    { filename: server, code: "import { route } from '../../http/route.ts';" },
    { filename: server, code: "import { z } from 'zod';" },
    { filename: web, code: "import { useUser } from '../../users/public';" },
    { filename: web, code: "import { WallCard } from '../components/wall-card';" },
    {
      filename: '/repo/server/src/app.ts',
      code: "import { wallsRoutes } from './features/walls/walls.routes.ts';",
    },
  ],
  invalid: [
    {
      filename: server,
      code: "import { searchWalls } from '../walls/walls.queries.ts';",
      errors: [error('../walls/walls.queries.ts', 'walls')],
    },
    {
      filename: server,
      code: "import type { UserRow } from '../users/users.queries.ts';",
      errors: [error('../users/users.queries.ts', 'users')],
    },
    {
      filename: server,
      code: "export { getWall } from '../walls/walls.service.ts';",
      errors: [error('../walls/walls.service.ts', 'walls')],
    },
    {
      filename: server,
      code: "export * from '../walls/public/inner.ts';",
      errors: [error('../walls/public/inner.ts', 'walls')],
    },
    {
      filename: server,
      code: "const m = await import('../walls/walls.routes.ts');",
      errors: [error('../walls/walls.routes.ts', 'walls')],
    },
    {
      filename: web,
      code: "import { useMe } from '../../users/api/get-me';",
      errors: [error('../../users/api/get-me', 'users')],
    },
    {
      filename: web,
      code: "import * as users from '../../users';",
      errors: [error('../../users', 'users')],
    },
  ],
});
