import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountPart } from '../../account-data/account-part.ts';
import type { AppContext } from '../../context.ts';
import { mailAfterAnswer } from '../../auth/mail-after-answer.ts';
import { route } from '../../http/route.ts';
import { addFavorite, removeFavorite } from './favorite-walls.service.ts';
import { follow, followList, unfollow } from './follows.service.ts';
import * as users from './users.service.ts';
import { accountDeletionPreview, deleteAccount } from './account-deletion.ts';
import { setProfilePicture } from './profile-picture.ts';
import { getRecoveryEmail, updateRecoveryEmail } from './recovery-email.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { exportUser } from './user-export.ts';

/** `accountParts`: each feature's part of a person's data export and account deletion (app.ts lists them). */
export async function usersRoutes(
  app: FastifyInstance,
  { ctx, accountParts }: { ctx: AppContext; accountParts: readonly AccountPart[] },
) {
  route(app, endpoints.getMe, ({ caller }) => users.getMe(ctx, caller));
  route(app, endpoints.createUser, ({ caller, identity }) => users.createUser(ctx, caller, identity));
  route(app, endpoints.searchUsers, ({ query }) => users.searchUsers(ctx, query.display_name));
  route(app, endpoints.followUser, ({ caller, params }) =>
    follow(ctx, caller, params.userId, params.targetId),
  );
  route(app, endpoints.unfollowUser, ({ caller, params }) =>
    unfollow(ctx, caller, params.userId, params.targetId),
  );
  route(app, endpoints.getFollowers, ({ params }) => followList(ctx, params.userId, 'followers'));
  route(app, endpoints.getFollowing, ({ params }) => followList(ctx, params.userId, 'following'));
  route(app, endpoints.getUser, ({ caller, params }) => users.getUser(ctx, caller, params.id));
  route(app, endpoints.updateUser, ({ caller, params, body }) =>
    users.updateUser(ctx, caller, params.id, body),
  );
  route(app, endpoints.deleteUser, async ({ caller, params }) => {
    await deleteAccount(ctx, caller, params.id, accountParts);
    return null;
  });
  route(app, endpoints.getAccountDeletionPreview, ({ caller, params }) =>
    accountDeletionPreview(ctx, caller, params.id),
  );
  route(app, endpoints.exportUser, ({ caller, params }) => exportUser(ctx, caller, params.id, accountParts));
  route(app, endpoints.getRecoveryEmail, ({ caller, params }) => getRecoveryEmail(ctx, caller, params.id));
  route(app, endpoints.setRecoveryEmail, ({ caller, params, body, request, reply }) =>
    updateRecoveryEmail(ctx, caller, params.id, body, {
      ip: request.ip,
      // Mails go out after the answer; without SMTP the service refuses before any is queued.
      outbox: ctx.mailer ? mailAfterAnswer(reply, ctx.mailer, request.log) : () => undefined,
    }),
  );
  route(app, endpoints.signOutEverywhere, async ({ caller, params }) => {
    await signOutEverywhere(ctx, caller, params.id);
    return null;
  });
  route(app, endpoints.uploadProfilePicture, ({ caller, params, body }) =>
    setProfilePicture(ctx, caller, params.userId, body.base64_image),
  );
  route(app, endpoints.addFavoriteWall, ({ caller, params, body }) =>
    addFavorite(ctx, caller, params.userId, body.id),
  );
  route(app, endpoints.removeFavoriteWall, ({ caller, params }) =>
    removeFavorite(ctx, caller, params.userId, params.wallId),
  );
}
