import { RatingVoteForm } from '../components/rating-vote-form';
import { VotePage } from '../components/vote-page';

/** /walls/:wallId/climbs/:climbId/vote-rating */
export function VoteRatingPage() {
  return <VotePage title={(name) => `Rate ${name}`}>{(props) => <RatingVoteForm {...props} />}</VotePage>;
}
