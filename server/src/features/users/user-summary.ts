import type { UserSummary } from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { pictureUrlOf } from './profile-picture-store.ts';

export interface SummaryRow {
  id: string;
  displayName: string | null;
  profilePictureKey: string | null;
  deleted: boolean;
}

/** A person as every list shows them: a deleted account keeps neither name nor picture. */
export function toUserSummary(ctx: Pick<AppContext, 'imageUrls'>, row: SummaryRow): UserSummary {
  return {
    id: row.id,
    display_name: row.deleted ? null : row.displayName,
    profile_picture_url: row.deleted ? null : pictureUrlOf(ctx, row.profilePictureKey),
    deleted: row.deleted,
  };
}
