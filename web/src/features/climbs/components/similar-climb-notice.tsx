import { Alert, Anchor, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ClimbHoldLists } from '@spraybook/contract';
import { api } from '../../../shared/data/api-client';
import { climbKeys } from '../../../shared/data/query-keys/climb-keys';
import { climbName, holdLists } from '../../../shared/util/climbs/climb-display';

/**
 * Before a climb is saved: 'This looks like {name}' when a climb of the wall shares most of its holds
 * (the server's measure: docs/decisions/0093-similar-climbs.md), with a link that opens it in a new tab, so the climb
 * being set is not lost.
 */
export function SimilarClimbNotice(props: { wallId: string; holds: ClimbHoldLists; excludeId?: string }) {
  const holdIds = Object.values(props.holds).flat().sort();
  const similar = useQuery({
    queryKey: climbKeys.similar(props.wallId, holdIds, props.excludeId ?? null),
    queryFn: () =>
      api('findSimilarClimbs', {
        params: { id: props.wallId },
        body: { ...holdLists(props.holds), exclude_id: props.excludeId },
      }),
    enabled: holdIds.length > 0,
  });
  const match = similar.data?.[0];
  if (!match) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCopy size={18} aria-hidden />}
      title={`This looks like ${climbName(match.name)}`}
    >
      <Text size="sm">
        It shares {match.shared_holds} holds with{' '}
        {/* The alert's own text colour and an underline: the theme's link blue fails contrast on its yellow. */}
        <Anchor
          href={`/walls/${props.wallId}/climbs/${match.id}`}
          target="_blank"
          rel="noopener"
          c="inherit"
          underline="always"
        >
          {climbName(match.name)}
        </Anchor>
        . Save anyway if it is a different problem.
      </Text>
    </Alert>
  );
}
