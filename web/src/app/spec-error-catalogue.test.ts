import { describe, expect, it } from 'vitest';
import * as contractTexts from '@spraybook/contract/plain';
import * as webTexts from '../shared/util/texts';
import { LOCATION_ERROR_TEXT } from '../features/walls/utils/geolocation';
import { FILE_READ_ABORTED, FILE_READ_FAILED } from '../features/walls/utils/read-file';

/**
 * Every quoted text of the spec's error catalogue (section 8), copied here so the repository checks
 * itself: each is exported from the contract (`@spraybook/contract/plain`) or the web's texts
 * (`shared/util/texts.ts`) or by the one feature module that shows it, or the table says why the app never shows it.
 * Templates are written with the spec's placeholders ('Remove {item type}').
 */
type Where =
  | 'exported'
  /** Exported by the module of the one feature that shows it, which the test imports. */
  | { exportedBy: string; values: readonly string[] }
  /** Not shown by this app; why. */
  | { notShown: string };

const CATALOGUE: Record<string, Where> = {
  // Action button failure.
  Error: 'exported',
  'An error occurred': 'exported',
  // Success toasts ('Your ascent has been logged' or 'updated').
  Ticked: 'exported',
  'Your ascent has been logged': 'exported',
  'Your ascent has been updated': 'exported',
  Removed: 'exported',
  'This {item} has been removed': 'exported',
  'Beta video added': 'exported',
  'Climb added': 'exported',
  'Climb updated': 'exported',
  'Wall added': 'exported',
  'Wall updated': 'exported',
  'Hold added': 'exported',
  'Hold deleted': 'exported',
  Voted: 'exported',
  'Your vote has been cast': 'exported',
  // The remove confirmation dialog.
  'Remove {item type}': 'exported',
  "Are you sure? You can't undo this action afterwards.": 'exported',
  Cancel: 'exported',
  Remove: 'exported',
  // Content replaced by a message.
  'Failed to load page.': 'exported',
  'Failed to load climb.': 'exported',
  'Failed to load wall.': 'exported',
  'Failed to load walls.': 'exported',
  'Failed to load climbs.': 'exported',
  'Failed to load feed.': 'exported',
  'Failed to load leaderboard.': 'exported',
  'Failed to load admins.': 'exported',
  'Failed to load users.': 'exported',
  'Failed to load auth token.': 'exported',
  'Failed to load grade.': 'exported',
  'Failed to load user.': 'exported',
  'Failed to load ascent.': 'exported',
  'Failed to load beta video.': 'exported',
  'Failed to load comment.': 'exported',
  'Failed to load rankings data.': 'exported',
  'Error loading comments': 'exported',
  'Error loading climbs': 'exported',
  'Error loading wall': 'exported',
  'Error loading wall revision': 'exported',
  'Error loading wall photo': 'exported',
  'Error loading user': 'exported',
  'User not found': 'exported',
  'No users found': 'exported',
  'Unable to load breadcrumb': 'exported',
  'Loading wall...': 'exported',
  'Not signed in.': 'exported',
  'No results': 'exported',
  // Other.
  'Failed to fetch lists': 'exported',
  'Failed to follow user': 'exported',
  'Failed to unfollow user': 'exported',
  'Please upload an image.': 'exported',
  'Something went wrong!': 'exported',
  // Location.
  'Geolocation not supported': {
    exportedBy: 'features/walls/utils/geolocation.ts',
    values: Object.values(LOCATION_ERROR_TEXT),
  },
  'Location error': 'exported',
  'Location found': 'exported',
  // Image reading.
  'File reading was aborted': {
    exportedBy: 'features/walls/utils/read-file.ts',
    values: [FILE_READ_ABORTED],
  },
  'File reading has failed': {
    exportedBy: 'features/walls/utils/read-file.ts',
    values: [FILE_READ_FAILED],
  },
};

/** Every string the contract and the web's texts export, templates filled with the spec's placeholders. */
function exportedTexts() {
  const texts = new Set<string>();
  for (const value of [...Object.values(contractTexts), ...Object.values(webTexts)])
    if (typeof value === 'string') texts.add(value);
  texts.add(webTexts.removeTitle('{item type}'));
  texts.add(webTexts.removedMessage('{item}'));
  return texts;
}

describe("the spec's error catalogue (section 8)", () => {
  const exported = exportedTexts();

  it.each(Object.entries(CATALOGUE))('%s: exported, or where it lives and why', (text, where) => {
    if (where === 'exported') expect(exported).toContain(text);
    else if ('exportedBy' in where) expect(where.values).toContain(text);
    else {
      expect(where.notShown).not.toBe('');
      // A text listed as not shown must not be exported either: if the app starts showing it, move it.
      expect(exported).not.toContain(text);
    }
  });
});
