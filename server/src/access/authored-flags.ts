import { decide } from './access.ts';
import type { AuthorRole } from './authored.ts';
import type { Caller } from './caller.ts';
import type { Anonymous } from './decision.ts';

/**
 * The `is_editable` flag of written things the caller is shown, from the same rules as
 * `requireAccess`. What is shown is readable, so the facts say so.
 */
const who = (caller: Caller, authorId: string): AuthorRole | Anonymous =>
  caller.state !== 'registered' ? caller.state : caller.userId === authorId ? 'author' : 'other';

export const ascentFlags = (caller: Caller, ascent: { userId: string; public: boolean }) => ({
  is_editable:
    decide('ascent.update', who(caller, ascent.userId), { public: ascent.public, climbReadable: true }) ===
    'allow',
});

export const betaVideoFlags = (caller: Caller, video: { userId: string }) => ({
  is_editable: decide('beta_video.delete', who(caller, video.userId), { climbReadable: true }) === 'allow',
});

export const commentFlags = (caller: Caller, comment: { userId: string }) => ({
  is_editable: decide('comment.update', who(caller, comment.userId), { subjectReadable: true }) === 'allow',
});

export const replyFlags = (caller: Caller, reply: { userId: string }) => ({
  is_editable: decide('reply.update', who(caller, reply.userId), { commentReadable: true }) === 'allow',
});
