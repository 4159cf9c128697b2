import type { UserSummary } from '@spraybook/contract';
import { imageUrl } from '../../images/image-url.ts';

export interface SummaryRow {
  id: string;
  displayName: string | null;
  profilePictureKey: string | null;
  deleted: boolean;
}

/** A person as every list shows them: a deleted account keeps neither name nor picture. */
export function toUserSummary(row: SummaryRow): UserSummary {
  return {
    id: row.id,
    display_name: row.deleted ? null : row.displayName,
    profile_picture_url: !row.deleted && row.profilePictureKey ? imageUrl(row.profilePictureKey) : null,
    deleted: row.deleted,
  };
}
