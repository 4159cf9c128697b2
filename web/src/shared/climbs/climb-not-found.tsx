import { Notice } from '../../components/page-states';

export function ClimbNotFound({ wallId }: { wallId: string }) {
  return (
    <Notice title="Climb not found" back={`/walls/${wallId}`}>
      This climb was removed, or it is a draft only its setter can see.
    </Notice>
  );
}
