import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { CLAIM_WALL, CLAIM_WALL_TEXT, CLAIM_WALL_TITLE } from '../../../shared/util/texts';
import { useClaimWall } from '../api/claim-wall';

/**
 * On a wall whose owner deleted their account, to a climber who set climbs on it (`can_claim`):
 * Claim this wall makes them its owner. A refusal (another claim came first) shows the Error dialog.
 */
export function ClaimWallNotice({ wall }: { wall: Pick<Wall, 'id' | 'can_claim'> }) {
  const claim = useClaimWall();
  if (!wall.can_claim) return null;
  return (
    <Alert color="blue" title={CLAIM_WALL_TITLE} icon={<IconKey size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{CLAIM_WALL_TEXT}</Text>
        <Button size="sm" loading={claim.isPending} onClick={() => claim.mutate(wall.id)}>
          {CLAIM_WALL}
        </Button>
      </Stack>
    </Alert>
  );
}
