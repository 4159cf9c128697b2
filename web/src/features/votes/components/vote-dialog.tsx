import { Center, Loader, Modal, Text } from '@mantine/core';
import type { Climb, User } from '@spraybook/contract';
import { FAILED_TO_LOAD_GRADE, FAILED_TO_LOAD_USER } from '../../../shared/util/texts';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { GradeVoteForm } from './grade-vote-form';
import { RatingVoteForm } from './rating-vote-form';
import { showVotedToast } from './show-voted-toast';

export type VoteDialogKind = 'grade' | 'rating';

/** The grade and rating votes as dialogs over the Details tab (spec 2.8); the same forms as their pages. */
export function VoteDialog(props: {
  kind: VoteDialogKind;
  climb: Climb;
  /** The climber, whose own vote the form starts from; the dialog waits while they load. */
  me: User | undefined;
  /** The climber's profile failed to load: there is no own vote to start from. */
  meFailed?: boolean;
  onClose: () => void;
}) {
  const { kind, climb, me, meFailed, onClose } = props;
  const name = climbName(climb.name);
  const done = ({ queued }: { queued: boolean }) => {
    showVotedToast(queued);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={kind === 'grade' ? `Grade ${name}` : `Rate ${name}`} centered>
      {meFailed && !me ? (
        <Text c="red" role="alert" py="md">
          {kind === 'grade' ? FAILED_TO_LOAD_GRADE : FAILED_TO_LOAD_USER}
        </Text>
      ) : !me ? (
        <Center py="lg" role="status" aria-label="Loading...">
          <Loader size="sm" />
        </Center>
      ) : kind === 'grade' ? (
        <GradeVoteForm climb={climb} me={me} done={done} />
      ) : (
        <RatingVoteForm climb={climb} me={me} done={done} />
      )}
    </Modal>
  );
}
