import { z } from 'zod';
import { queryParameters } from './query.ts';
import { GradeSystem } from './grades.ts';
import { DISPLAY_NAME_MAX } from './limits.ts';
import { text } from './text.ts';
import { CURRENT_PASSWORD_NEEDED, EMAIL_RULE, PICTURE_REQUIRED } from './texts.ts';

export const UserId = z.uuid().describe('User id');

export const User = z
  .object({
    id: UserId,
    display_name: z.string().nullable().describe("Shown as 'Unnamed user' when null"),
    profile_picture_url: z.string().nullable(),
    deleted: z.boolean().describe("Deleted users render as 'Deleted user' without a link"),
    default_grade_system: z.string().nullable(),
    favorite_walls: z.array(z.uuid()),
    followed_users: z.array(z.uuid()).describe('Ids of the users they follow, newest first'),
    followers_count: z.number().int().describe('People following them'),
    following_count: z.number().int().describe('People they follow'),
    climbs_todo: z.array(z.uuid()),
    mobile_extra_canvas_padding: z.number().int(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const UpdateUserBody = z
  .object({
    display_name: text()
      .trim()
      .min(1, "Display name can't be empty")
      .max(DISPLAY_NAME_MAX, `Display name can be at most ${DISPLAY_NAME_MAX} characters`)
      .optional(),
    default_grade_system: GradeSystem.optional().describe(
      'One of the grade systems of GET /grade-system-grades',
    ),
  })
  .meta({ id: 'UpdateUser' });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const CreateUserBody = z.object({}).meta({ id: 'CreateUser' });

export const UserSearchQuery = queryParameters({
  display_name: text().trim().min(1, 'Enter a name to search for').max(DISPLAY_NAME_MAX),
});

export const UserSummary = z.object({
  id: UserId,
  display_name: z.string().nullable(),
  profile_picture_url: z.string().nullable().describe('Null when they have none, or are deleted'),
  deleted: z.boolean(),
});
export type UserSummary = z.infer<typeof UserSummary>;

/** Spec 5: the picture is required ('Please upload an image.'); the browser sends it cropped to a square. */
export const ProfilePictureBody = z
  .object({
    base64_image: z
      .string(PICTURE_REQUIRED)
      .trim()
      .min(1, PICTURE_REQUIRED)
      .describe('JPEG, PNG, BMP, GIF, TIFF, WebP, SVG or ICO, base64 or a data URL'),
  })
  .meta({ id: 'ProfilePictureBody' });
export type ProfilePictureBody = z.infer<typeof ProfilePictureBody>;

/** Spec 1: e-mail addresses are kept for account recovery only (built-in sign-in, with mail configured). */
export const RecoveryEmail = z
  .object({
    email: z.string().nullable(),
    pending_email: z
      .string()
      .nullable()
      .describe('An address waiting for its confirmation link to be opened; it replaces `email` then'),
    available: z.boolean().describe('False with an external sign-in provider, or when no mail can be sent'),
  })
  .meta({ id: 'RecoveryEmail' });
export type RecoveryEmail = z.infer<typeof RecoveryEmail>;

/**
 * A change needs the account's password: a stolen access token alone cannot move the address a reset
 * link goes to. A new address is only asked for: it becomes the recovery address when the link mailed
 * to it is opened.
 */
export const RecoveryEmailBody = z
  .object({
    email: z
      .email(EMAIL_RULE)
      .max(254)
      .transform((e) => e.toLowerCase())
      .nullable()
      .describe('null removes it'),
    current_password: z
      .string(CURRENT_PASSWORD_NEEDED)
      .min(1, CURRENT_PASSWORD_NEEDED)
      .max(200, CURRENT_PASSWORD_NEEDED)
      .describe("The account's password"),
  })
  .meta({ id: 'RecoveryEmailBody' });
export type RecoveryEmailBody = z.input<typeof RecoveryEmailBody>;

/** What deleting the account would do with one wall the caller owns (docs/decisions/0143-deletion-preview.md). */
export const OwnedWallFate = z
  .object({
    id: z.uuid().describe('The wall'),
    name: z.string(),
    fate: z
      .enum(['to_admin', 'kept_without_owner', 'deleted'])
      .describe(
        "to_admin: passes to its longest-standing admin (heir); kept_without_owner: others' climbs or ticks are on it, " +
          'so it stays, read-only until a climber who set a climb on it claims it; deleted: with its photos',
      ),
    heir: z
      .object({ id: UserId, display_name: z.string().nullable() })
      .nullable()
      .describe('The admin it passes to (to_admin only)'),
  })
  .meta({ id: 'OwnedWallFate' });
export type OwnedWallFate = z.infer<typeof OwnedWallFate>;

export const AccountDeletionPreview = z
  .object({ walls: z.array(OwnedWallFate).describe('Every wall the account owns, by name') })
  .meta({ id: 'AccountDeletionPreview' });
export type AccountDeletionPreview = z.infer<typeof AccountDeletionPreview>;
