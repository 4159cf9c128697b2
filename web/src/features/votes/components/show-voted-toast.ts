import { showToast } from '../../../shared/ui/overlays';
import { VOTED, VOTE_CAST } from '../../../shared/util/texts';
import { SAVED_ON_PHONE, SENT_WHEN_ONLINE } from '../../../shared/offline/texts';

/** The spec's toast after any vote: 'Voted' / 'Your vote has been cast'; or that it waits on the phone. */
export const showVotedToast = (queued = false) =>
  showToast(
    queued
      ? { title: SAVED_ON_PHONE, message: SENT_WHEN_ONLINE, color: 'yellow' }
      : { title: VOTED, message: VOTE_CAST, color: 'green' },
  );
