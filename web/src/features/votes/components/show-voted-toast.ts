import { showToast } from '../../../lib/overlays';
import { VOTED, VOTE_CAST } from '../../../lib/texts';

/** The spec's toast after any vote: 'Voted' / 'Your vote has been cast'. */
export const showVotedToast = () => showToast({ title: VOTED, message: VOTE_CAST, color: 'green' });
