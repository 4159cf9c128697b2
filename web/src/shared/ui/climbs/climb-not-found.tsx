import { CLIMB_NOT_FOUND } from '@spraybook/contract/plain';
import { Notice } from '../page-states';

/** A climb that is gone or hidden; back to its wall, or to finding a wall when the wall is unknown. */
export function ClimbNotFound({ wallId }: { wallId?: string }) {
  return (
    <Notice
      title={CLIMB_NOT_FOUND}
      back={wallId ? `/walls/${wallId}` : '/walls'}
      backLabel={wallId ? 'Back to wall' : 'Find a wall'}
    >
      This climb was removed, or it is a draft only its setter can see.
    </Notice>
  );
}
