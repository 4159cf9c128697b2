import { GradeVoteForm } from '../components/grade-vote-form';
import { VotePage } from '../components/vote-page';

/** /walls/:wallId/climbs/:climbId/vote-grade */
export function VoteGradePage() {
  return <VotePage title={(name) => `Grade ${name}`}>{(props) => <GradeVoteForm {...props} />}</VotePage>;
}
