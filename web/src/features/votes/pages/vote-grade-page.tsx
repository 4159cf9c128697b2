import { FAILED_TO_LOAD_GRADE } from '../../../shared/util/texts';
import { GradeVoteForm } from '../components/grade-vote-form';
import { VotePage } from '../components/vote-page';

/** /walls/:wallId/climbs/:climbId/vote-grade */
export function VoteGradePage() {
  return (
    <VotePage title={(name) => `Grade ${name}`} meFailedTitle={FAILED_TO_LOAD_GRADE}>
      {(props) => <GradeVoteForm {...props} />}
    </VotePage>
  );
}
