import { NOT_WALL_CLAIMANT, NOT_WALL_EDITOR, WALL_HAS_NO_OWNER } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import { appAccess } from './app-access.ts';
import { ascentAccess } from './ascent-access.ts';
import { betaVideoAccess } from './beta-video-access.ts';
import { climbAccess } from './climb-access.ts';
import { climbListAccess } from './climb-list-access.ts';
import { commentAccess } from './comment-access.ts';
import { replyAccess } from './reply-access.ts';
import { userAccess } from './user-access.ts';
import { voteAccess } from './vote-access.ts';
import { wallAccess } from './wall-access.ts';
import { wallClaimAccess, type WallClaimFacts, type WallClaimRole } from './wall-claim-access.ts';
import type { AscentFacts, AscentRole } from './ascent-access.ts';
import type { AuthorRole } from './authored.ts';
import type { ClimbListFacts, ClimbListRole } from './climb-list-access.ts';
import type { ClimbFacts, ClimbRole } from './climb-access.ts';
import type { Anonymous, Decision } from './decision.ts';
import type { UserRole } from './user-access.ts';
import type { VoteRole } from './vote-access.ts';
import type { WallFacts, WallRole } from './wall-access.ts';

const kinds = {
  wall: wallAccess,
  wall_claim: wallClaimAccess,
  climb: climbAccess,
  ascent: ascentAccess,
  vote: voteAccess,
  beta_video: betaVideoAccess,
  comment: commentAccess,
  reply: replyAccess,
  climb_list: climbListAccess,
  user: userAccess,
};
/** The tables below name each rule `kind.verb`: this reads it off that kind's pure `decide`. */
function decide(action: `${keyof typeof kinds}.${string}`, who: string, facts: unknown): Decision {
  const [kind, verb] = action.split('.') as [keyof typeof kinds, string];
  return (kinds[kind].decide as (verb: string, who: string, facts: unknown) => Decision)(verb, who, facts);
}

// allow, not_found (404), forbidden (403), sign_in (401), register_first and account_deleted (403).
const [A, N, F, S, R, D] = [
  'allow',
  'not_found',
  'forbidden',
  'sign_in',
  'register_first',
  'account_deleted',
] as const satisfies Decision[];

const wallCallers: (Anonymous | WallRole)[] = [
  'visitor',
  'unregistered',
  'deleted',
  'user',
  'invited',
  'admin',
  'owner',
];
type WallVerb =
  | 'read'
  | 'list'
  | 'favorite'
  | 'update'
  | 'archive'
  | 'delete'
  | 'change_admins'
  | 'add_climb'
  | 'edit_holds'
  | 'comment'
  | 'create_list'
  | 'create_public_list'
  | 'start_session';

// Expected decision per action and caller; `user` is a registered stranger to the wall.
//                   visitor unregistered deleted user invited admin owner
const publicWall: Record<WallVerb, Decision[]> = {
  read: [A, A, A, A, A, A, A],
  list: [A, A, A, A, A, A, A],
  favorite: [S, R, D, A, A, A, A],
  update: [S, R, D, F, F, A, A],
  archive: [S, R, D, F, F, A, A],
  delete: [S, R, D, F, F, A, A],
  change_admins: [S, R, D, F, F, F, A],
  add_climb: [S, R, D, A, A, A, A],
  edit_holds: [S, R, D, F, F, A, A],
  comment: [S, R, D, A, A, A, A],
  create_list: [S, R, D, A, A, A, A],
  create_public_list: [S, R, D, F, F, A, A],
  start_session: [S, R, D, A, A, A, A],
};
const privateWall: Record<WallVerb, Decision[]> = {
  read: [N, N, N, N, A, A, A],
  list: [N, N, N, N, A, A, A],
  favorite: [S, R, D, N, A, A, A],
  update: [S, R, D, N, F, A, A],
  archive: [S, R, D, N, F, A, A],
  delete: [S, R, D, N, F, A, A],
  change_admins: [S, R, D, N, F, F, A],
  add_climb: [S, R, D, N, A, A, A],
  edit_holds: [S, R, D, N, F, A, A],
  comment: [S, R, D, N, A, A, A],
  create_list: [S, R, D, N, A, A, A],
  create_public_list: [S, R, D, N, F, A, A],
  start_session: [S, R, D, N, A, A, A],
};
// Archived walls leave lists for everyone but their editors, and take climbs from their editors only.
const archivedPublicWall = {
  ...publicWall,
  list: [N, N, N, N, N, A, A],
  add_climb: [S, R, D, F, F, A, A],
};
const archivedPrivateWall = {
  ...privateWall,
  list: [N, N, N, N, N, A, A],
  add_climb: [S, R, D, N, F, A, A],
};

// An orphaned wall (its owner deleted their account, no admin took it, others' climbs or ticks are on
// it) reads as before and is changed by nobody: no edits, no new climbs, no public lists. Owner and
// admin rows cannot occur on one; they are refused all the same.
const orphanEdits = ['update', 'archive', 'delete', 'change_admins', 'add_climb', 'edit_holds'];
const orphaned = (wall: Record<WallVerb, Decision[]>, edit: Decision[]) => ({
  ...wall,
  ...Object.fromEntries(orphanEdits.map((verb) => [verb, edit])),
  create_public_list: edit,
});
const orphanedPublicWall = orphaned(publicWall, [S, R, D, F, F, F, F]);
const orphanedPrivateWall = orphaned(privateWall, [S, R, D, N, F, F, F]);

describe('wall permissions', () => {
  const cases: [string, WallFacts, Record<WallVerb, Decision[]>][] = [
    ['public', { private: false, archived: false, orphaned: false }, publicWall],
    ['private', { private: true, archived: false, orphaned: false }, privateWall],
    ['archived public', { private: false, archived: true, orphaned: false }, archivedPublicWall],
    ['archived private', { private: true, archived: true, orphaned: false }, archivedPrivateWall],
    ['orphaned public', { private: false, archived: false, orphaned: true }, orphanedPublicWall],
    ['orphaned private', { private: true, archived: false, orphaned: true }, orphanedPrivateWall],
  ];
  for (const [label, facts, table] of cases) {
    for (const [verb, expected] of Object.entries(table) as [WallVerb, Decision[]][]) {
      const row = wallCallers.map((who, i) => `${who} ${expected[i]}`).join(', ');
      it(`wall.${verb} on a ${label} wall: ${row}`, () => {
        expect(wallCallers.map((who) => decide(`wall.${verb}`, who, facts))).toEqual(expected);
      });
    }
  }
});

describe('claiming an orphaned wall', () => {
  const claimCallers: (Anonymous | WallClaimRole)[] = [
    'visitor',
    'unregistered',
    'deleted',
    'climber',
    'setter',
  ];
  // `setter` set a published climb on the wall; `climber` did not.
  //                                                      visitor unregistered deleted climber setter
  const cases: [string, WallClaimFacts, Decision[]][] = [
    ['an orphaned wall', { readable: true, orphaned: true }, [S, R, D, F, A]],
    ['a wall with an owner', { readable: true, orphaned: false }, [S, R, D, F, F]],
    ['an orphaned wall the caller may not read', { readable: false, orphaned: true }, [S, R, D, N, N]],
  ];
  for (const [label, facts, expected] of cases) {
    const row = claimCallers.map((who, i) => `${who} ${expected[i]}`).join(', ');
    it(`wall_claim.claim on ${label}: ${row}`, () => {
      expect(claimCallers.map((who) => decide('wall_claim.claim', who, facts))).toEqual(expected);
    });
  }
  it('says why a claim is refused, and an orphaned wall why it cannot be changed', () => {
    expect(wallClaimAccess.claim.refused({ readable: true, orphaned: false })).toBe(NOT_WALL_CLAIMANT);
    const orphan = { private: false, archived: false, orphaned: true };
    for (const verb of ['update', 'add_climb', 'edit_holds', 'change_admins', 'create_public_list'] as const)
      expect(wallAccess[verb].refused(orphan)).toBe(WALL_HAS_NO_OWNER);
    expect(wallAccess.update.refused({ ...orphan, orphaned: false })).toBe(NOT_WALL_EDITOR);
  });
});

describe('climb permissions', () => {
  const climbCallers: (Anonymous | ClimbRole)[] = [
    'visitor',
    'unregistered',
    'deleted',
    'viewer',
    'wall_editor',
    'setter',
  ];
  type ClimbVerb = 'read' | 'update' | 'delete' | 'tick' | 'vote' | 'add_beta_video' | 'comment';
  // `viewer` is a registered user who neither set the climb nor edits its wall.
  //                            visitor unregistered deleted viewer wall_editor setter
  const published: Record<ClimbVerb, Decision[]> = {
    read: [A, A, A, A, A, A],
    update: [S, R, D, F, A, A],
    delete: [S, R, D, F, A, A],
    tick: [S, R, D, A, A, A],
    vote: [S, R, D, A, A, A],
    add_beta_video: [S, R, D, A, A, A],
    comment: [S, R, D, A, A, A],
  };
  // A draft is its setter's alone: wall editors are told it does not exist.
  const draft: Record<ClimbVerb, Decision[]> = {
    read: [N, N, N, N, N, A],
    update: [S, R, D, N, N, A],
    delete: [S, R, D, N, N, A],
    tick: [S, R, D, N, N, A],
    vote: [S, R, D, N, N, A],
    add_beta_video: [S, R, D, N, N, A],
    comment: [S, R, D, N, N, A],
  };
  // On a wall the caller may not read (a private wall they are not invited to), nobody sees the climb.
  const hidden: Record<ClimbVerb, Decision[]> = {
    read: [N, N, N, N, N, N],
    update: [S, R, D, N, N, N],
    delete: [S, R, D, N, N, N],
    tick: [S, R, D, N, N, N],
    vote: [S, R, D, N, N, N],
    add_beta_video: [S, R, D, N, N, N],
    comment: [S, R, D, N, N, N],
  };
  const cases: [string, ClimbFacts, Record<ClimbVerb, Decision[]>][] = [
    ['published climb', { draft: false, wallReadable: true }, published],
    ['draft', { draft: true, wallReadable: true }, draft],
    ['published climb on a hidden wall', { draft: false, wallReadable: false }, hidden],
    ['draft on a hidden wall', { draft: true, wallReadable: false }, hidden],
  ];
  for (const [label, facts, table] of cases) {
    for (const [verb, expected] of Object.entries(table) as [ClimbVerb, Decision[]][]) {
      const row = climbCallers.map((who, i) => `${who} ${expected[i]}`).join(', ');
      it(`climb.${verb} on a ${label}: ${row}`, () => {
        expect(climbCallers.map((who) => decide(`climb.${verb}`, who, facts))).toEqual(expected);
      });
    }
  }
});

describe('tick permissions', () => {
  const ascentCallers: (Anonymous | AscentRole)[] = ['visitor', 'unregistered', 'deleted', 'other', 'author'];
  type AscentVerb = 'read' | 'update' | 'delete';
  //                                        visitor unregistered deleted other author
  const cases: [string, AscentFacts, Record<AscentVerb, Decision[]>][] = [
    [
      'public tick of a climb the caller sees',
      { public: true, climbReadable: true },
      { read: [A, A, A, A, A], update: [S, R, D, F, A], delete: [S, R, D, F, A] },
    ],
    [
      'private tick',
      { public: false, climbReadable: true },
      { read: [N, N, N, N, A], update: [S, R, D, N, A], delete: [S, R, D, N, A] },
    ],
    // The author keeps their tick of a climb they can no longer see (a wall made private).
    [
      'public tick of a hidden climb',
      { public: true, climbReadable: false },
      { read: [N, N, N, N, A], update: [S, R, D, N, A], delete: [S, R, D, N, A] },
    ],
  ];
  for (const [label, facts, table] of cases) {
    for (const [verb, expected] of Object.entries(table) as [AscentVerb, Decision[]][]) {
      const row = ascentCallers.map((who, i) => `${who} ${expected[i]}`).join(', ');
      it(`ascent.${verb} on a ${label}: ${row}`, () => {
        expect(ascentCallers.map((who) => decide(`ascent.${verb}`, who, facts))).toEqual(expected);
      });
    }
  }
});

describe('vote permissions', () => {
  const voteCallers: (Anonymous | VoteRole)[] = ['visitor', 'unregistered', 'deleted', 'other', 'voter'];
  //                                               visitor unregistered deleted other voter
  it('vote.update: only the voter, on a climb they still see: visitor S, unregistered R, deleted D, other N, voter A', () => {
    expect(voteCallers.map((who) => decide('vote.update', who, { climbReadable: true }))).toEqual([
      S,
      R,
      D,
      N,
      A,
    ]);
  });
  it('vote.update on a climb hidden from the voter: nobody', () => {
    expect(voteCallers.map((who) => decide('vote.update', who, { climbReadable: false }))).toEqual([
      S,
      R,
      D,
      N,
      N,
    ]);
  });
});

// Beta videos, comments and replies: written things their author alone changes (authored.ts).
describe('beta video, comment and reply permissions', () => {
  const authorCallers: (Anonymous | AuthorRole)[] = ['visitor', 'unregistered', 'deleted', 'other', 'author'];
  //                        visitor unregistered deleted other author
  const seen: Decision[] = [S, R, D, F, A];
  // The author keeps their words when the subject is hidden from them later; others are told nothing.
  const hidden: Decision[] = [S, R, D, N, A];
  const row = (expected: Decision[]) => authorCallers.map((who, i) => `${who} ${expected[i]}`).join(', ');
  const cases = [
    ['beta_video.delete', { climbReadable: true }, { climbReadable: false }],
    ['comment.update', { subjectReadable: true }, { subjectReadable: false }],
    ['comment.delete', { subjectReadable: true }, { subjectReadable: false }],
    ['reply.update', { commentReadable: true }, { commentReadable: false }],
    ['reply.delete', { commentReadable: true }, { commentReadable: false }],
  ] as const;
  for (const [action, readable, unreadable] of cases) {
    it(`${action} of something the caller sees: ${row(seen)}`, () => {
      expect(authorCallers.map((who) => decide(action, who, readable as never))).toEqual(seen);
    });
    it(`${action} of something hidden from the caller: ${row(hidden)}`, () => {
      expect(authorCallers.map((who) => decide(action, who, unreadable as never))).toEqual(hidden);
    });
  }
  it(`comment.read and comment.reply follow the wall or climb: seen ${row([A, A, A, A, A])}`, () => {
    const facts = { subjectReadable: true };
    expect(authorCallers.map((who) => decide('comment.read', who, facts))).toEqual([A, A, A, A, A]);
    expect(authorCallers.map((who) => decide('comment.reply', who, facts))).toEqual([S, R, D, A, A]);
  });
  it('comment.read and comment.reply of a comment on a hidden wall or climb: nobody', () => {
    const facts = { subjectReadable: false };
    expect(authorCallers.map((who) => decide('comment.read', who, facts))).toEqual([N, N, N, N, N]);
    expect(authorCallers.map((who) => decide('comment.reply', who, facts))).toEqual([S, R, D, N, N]);
  });
});

describe('list permissions', () => {
  const listCallers: (Anonymous | ClimbListRole)[] = ['visitor', 'unregistered', 'deleted', 'other', 'owner'];
  type ListVerb = 'read' | 'update' | 'delete' | 'change_climbs';
  const row = (expected: Decision[]) => listCallers.map((who, i) => `${who} ${expected[i]}`).join(', ');
  //                                              visitor unregistered deleted other owner
  const cases: [string, ClimbListFacts, Record<ListVerb, Decision[]>][] = [
    [
      'private list',
      { public: false, wallReadable: true, wallEditor: false },
      {
        read: [N, N, N, N, A],
        update: [S, R, D, N, A],
        delete: [S, R, D, N, A],
        change_climbs: [S, R, D, N, A],
      },
    ],
    // A wall admin has no say over someone's private list: they do not even see it.
    [
      'private list, the caller a wall admin',
      { public: false, wallReadable: true, wallEditor: true },
      {
        read: [N, N, N, N, A],
        update: [S, R, D, N, A],
        delete: [S, R, D, N, A],
        change_climbs: [S, R, D, N, A],
      },
    ],
    [
      'public list, the caller no wall admin',
      { public: true, wallReadable: true, wallEditor: false },
      {
        read: [A, A, A, A, A],
        update: [S, R, D, F, F],
        delete: [S, R, D, F, F],
        change_climbs: [S, R, D, F, F],
      },
    ],
    [
      'public list, the caller a wall admin',
      { public: true, wallReadable: true, wallEditor: true },
      {
        read: [A, A, A, A, A],
        update: [S, R, D, A, A],
        delete: [S, R, D, A, A],
        change_climbs: [S, R, D, A, A],
      },
    ],
    // Removed from a private wall: the list is out of sight, but still its owner's to delete.
    [
      'private list on a hidden wall',
      { public: false, wallReadable: false, wallEditor: false },
      {
        read: [N, N, N, N, N],
        update: [S, R, D, N, N],
        delete: [S, R, D, N, A],
        change_climbs: [S, R, D, N, N],
      },
    ],
    [
      'public list on a hidden wall',
      { public: true, wallReadable: false, wallEditor: false },
      {
        read: [N, N, N, N, N],
        update: [S, R, D, N, N],
        delete: [S, R, D, N, N],
        change_climbs: [S, R, D, N, N],
      },
    ],
  ];
  for (const [label, facts, table] of cases)
    for (const [verb, expected] of Object.entries(table) as [ListVerb, Decision[]][])
      it(`climb_list.${verb} of a ${label}: ${row(expected)}`, () => {
        expect(listCallers.map((who) => decide(`climb_list.${verb}`, who, facts))).toEqual(expected);
      });
});

describe('user permissions', () => {
  const userCallers: (Anonymous | UserRole)[] = ['visitor', 'unregistered', 'deleted', 'other', 'self'];
  //                                 visitor unregistered deleted other self
  const expected: Decision[] = [S, R, D, F, A];
  const verbs = [
    'update',
    'change_favorites',
    'change_todo',
    'change_picture',
    'export_data',
    'manage_recovery',
    'sign_out_everywhere',
    'delete',
    'follow',
  ] as const;
  for (const verb of verbs) {
    it(`user.${verb}: only the user themself; callers without an account get their one answer`, () => {
      expect(userCallers.map((who) => decide(`user.${verb}`, who, null))).toEqual(expected);
    });
  }
});

describe('app-wide permissions', () => {
  const states = ['visitor', 'unregistered', 'deleted', 'registered'] as const;
  const table: Record<keyof typeof appAccess, Decision[]> = {
    //          visitor unregistered deleted registered
    sign_up: [S, A, D, A],
    add_wall: [S, R, D, A],
    list_favorites: [S, S, S, A],
    read_own_feed: [S, R, D, A],
    own_notifications: [S, R, D, A],
    own_session: [S, R, D, A],
  };
  for (const [action, expected] of Object.entries(table) as [keyof typeof appAccess, Decision[]][]) {
    it(`app.${action}: ${states.map((s, i) => `${s} ${expected[i]}`).join(', ')}`, () => {
      expect(states.map((who) => appAccess[action].decide(who))).toEqual(expected);
    });
  }
});

describe('every write', () => {
  it('gives each caller without a usable account one answer, whatever the wall', () => {
    const walls: WallFacts[] = [
      { private: false, archived: false, orphaned: false },
      { private: true, archived: true, orphaned: false },
      { private: false, archived: false, orphaned: true },
    ];
    const writes = [
      'favorite',
      'update',
      'archive',
      'delete',
      'change_admins',
      'add_climb',
      'edit_holds',
      'comment',
      'create_list',
      'create_public_list',
      'start_session',
    ] as const;
    for (const facts of walls)
      for (const verb of writes) {
        expect(decide(`wall.${verb}`, 'visitor', facts)).toBe(S);
        expect(decide(`wall.${verb}`, 'unregistered', facts)).toBe(R);
        expect(decide(`wall.${verb}`, 'deleted', facts)).toBe(D);
      }
  });
});
