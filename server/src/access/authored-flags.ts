import { ascentAccess } from './ascent-access.ts';
import { betaVideoAccess } from './beta-video-access.ts';
import { commentAccess } from './comment-access.ts';
import { replyAccess } from './reply-access.ts';
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
    ascentAccess.update.decide(who(caller, ascent.userId), { public: ascent.public, climbReadable: true }) ===
    'allow',
});

export const betaVideoFlags = (caller: Caller, video: { userId: string }) => ({
  is_editable: betaVideoAccess.delete.decide(who(caller, video.userId), { climbReadable: true }) === 'allow',
});

export const commentFlags = (caller: Caller, comment: { userId: string }) => ({
  is_editable:
    commentAccess.update.decide(who(caller, comment.userId), { subjectReadable: true }) === 'allow',
});

export const replyFlags = (caller: Caller, reply: { userId: string }) => ({
  is_editable: replyAccess.update.decide(who(caller, reply.userId), { commentReadable: true }) === 'allow',
});
