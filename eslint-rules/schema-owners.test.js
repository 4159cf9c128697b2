import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule, { HINTS } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

// Tables with owners (docs/decisions/0227-tables-with-owners.md): core's in server/src/db/schema/<owner>.ts, a
// feature's in its schema.ts, which no other feature and no core file imports: public.ts is the only door.
const lists = '/repo/server/src/features/lists/climb-lists.queries.ts';
const error = (messageId, data) => ({ messageId, data });

tester.run('feature-boundaries: tables with owners', rule, {
  valid: [
    { filename: lists, code: "import { climbListClimbs } from './schema.ts';" },
    { filename: lists, code: "import { climbs } from '../../db/schema/climbs.ts';" },
    { filename: lists, code: "import { climbTags } from '../climbs/public.ts';" },
    {
      filename: '/repo/server/src/features/climbs/schema.ts',
      code: "import { holds } from '../walls/public.ts';",
    },
    {
      filename: '/repo/server/src/db/schema/votes.ts',
      code: "import { climbs, grades } from './climbs.ts';",
    },
    {
      filename: '/repo/server/src/demo/demo-holds.ts',
      code: "import { holds } from '../features/walls/public.ts';",
    },
  ],
  invalid: [
    {
      filename: lists,
      code: "import { climbTags } from '../climbs/schema.ts';",
      errors: [error('internal', { source: '../climbs/schema.ts', other: 'climbs' })],
    },
    {
      filename: '/repo/server/src/access/climb-list-visibility.ts',
      code: "import { climbListClimbs } from '../features/lists/schema.ts';",
      errors: [
        error('wrongWay', {
          source: '../features/lists/schema.ts',
          from: 'core',
          to: 'features',
          hint: HINTS.server,
        }),
      ],
    },
    {
      filename: '/repo/server/src/db/schema/notifications.ts',
      code: "import { pushOutbox } from '../../features/notifications/schema.ts';",
      errors: [
        error('wrongWay', {
          source: '../../features/notifications/schema.ts',
          from: 'core',
          to: 'features',
          hint: HINTS.server,
        }),
      ],
    },
  ],
});
