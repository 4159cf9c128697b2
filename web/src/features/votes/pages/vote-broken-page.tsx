import { useState } from 'react';
import { Button, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { ownVote, useCastVote } from '../api/cast-vote';
import type { VoteFormProps } from '../components/vote-form-props';
import { VotePage } from '../components/vote-page';
import { brokenDistribution } from '../logic/vote-summary';

function BrokenVoteForm({ climb, me, done }: VoteFormProps) {
  const mine = ownVote(climb, 'broken', me.id);
  // Spec 2.14: 'broken' and public until the climber's own vote says otherwise.
  const [broken, setBroken] = useState(mine?.value ?? true);
  const cast = useCastVote(climb, 'broken', me.id);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        cast.mutate({ value: broken, isPublic: mine?.public ?? true }, { onSuccess: done });
      }}
    >
      <Stack gap="md">
        <Table withTableBorder={false} aria-label="Votes so far">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vote</Table.Th>
              <Table.Th ta="right">Count</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {brokenDistribution(climb.broken_votes).map((row) => (
              <Table.Tr key={row.label}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Radio.Group
          label="Your vote"
          value={broken ? 'broken' : 'fine'}
          onChange={(v) => setBroken(v === 'broken')}
        >
          <Group mt="xs">
            <Radio value="broken" label="Broken" />
            <Radio value="fine" label="Not broken" />
          </Group>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          A hold spun, snapped or went missing? Say so, so the setter can fix it.
        </Text>
        <Button type="submit" loading={cast.isPending}>
          Vote
        </Button>
      </Stack>
    </form>
  );
}

/** /walls/:wallId/climbs/:climbId/vote-broken (spec 2.14). */
export function VoteBrokenPage() {
  return (
    <VotePage title={(name) => `Votes for ${name} as broken`}>
      {(props) => <BrokenVoteForm {...props} />}
    </VotePage>
  );
}
