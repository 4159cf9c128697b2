import { z } from 'zod';
import { queryParameters } from './query.ts';
import { GradeSystem } from './grades.ts';
import { DISPLAY_NAME_MAX } from './limits.ts';
import { text } from './text.ts';

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
