import { showToast } from '../../../lib/overlays';

/** The spec's toast after any vote: 'Voted' / 'Your vote has been cast'. */
export const showVotedToast = () =>
  showToast({ title: 'Voted', message: 'Your vote has been cast', color: 'green' });
