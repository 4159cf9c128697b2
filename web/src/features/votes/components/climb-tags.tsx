import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { Climb } from '@spraybook/contract';
import { CLIMB_TAG_NAMES, tagLabel } from '@spraybook/contract/plain';
import { useMe } from '../../../shared/data/users/get-me';
import { useTagVote } from '../api/tag-votes';
import touch from '../../../shared/util/touch-target.module.css';

const score = (tag: Climb['tags'][number]) => tag.votes.reduce((sum, v) => sum + v.score, 0);

/** The climb's tags (shown while their votes sum above 0), voting on them, and adding one (spec 3, 4). */
export function ClimbTags({ climb }: { climb: Climb }) {
  const me = useMe();
  const change = useTagVote(climb.id);
  const [adding, setAdding] = useState<string | null>(null);
  const shown = climb.tags.filter((t) => score(t) > 0);
  const present = new Set(shown.map((t) => t.name));
  const myScore = (tag: Climb['tags'][number]) => tag.votes.find((v) => v.user_id === me.data?.id)?.score;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="climb-tags-title">
      <Title order={2} size="h4" id="climb-tags-title" mb="xs">
        Tags
      </Title>
      <Stack gap="sm">
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            No tags yet.
          </Text>
        )}
        {shown.map((tag) => {
          const label = tagLabel(tag.name);
          const mine = myScore(tag);
          return (
            <Group
              key={tag.id}
              justify="space-between"
              wrap="nowrap"
              aria-label={`Tag ${label}`}
              role="group"
            >
              <Group gap="xs">
                <Badge variant="light" color="gray" size="lg" style={{ textTransform: 'none' }}>
                  {label}
                </Badge>
                <Text size="sm" c="dimmed">
                  {score(tag)}
                </Text>
              </Group>
              {me.data && (
                <Group gap={4}>
                  <ActionIcon
                    variant={mine === 1 ? 'filled' : 'subtle'}
                    aria-label={`Vote ${label} up`}
                    className={touch.touchTarget}
                    aria-pressed={mine === 1}
                    onClick={() => change.mutate({ kind: 'vote', tagId: tag.id, score: 1 })}
                  >
                    <IconThumbUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant={mine === -1 ? 'filled' : 'subtle'}
                    aria-label={`Vote ${label} down`}
                    className={touch.touchTarget}
                    aria-pressed={mine === -1}
                    onClick={() => change.mutate({ kind: 'vote', tagId: tag.id, score: -1 })}
                  >
                    <IconThumbDown size={18} aria-hidden />
                  </ActionIcon>
                  {mine !== undefined && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconArrowBackUp size={14} aria-hidden />}
                      aria-label={`Unvote ${label}`}
                      className={touch.touchTarget}
                      onClick={() => change.mutate({ kind: 'unvote', tagId: tag.id })}
                    >
                      Unvote
                    </Button>
                  )}
                </Group>
              )}
            </Group>
          );
        })}
        {me.data && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select
              flex={1}
              label="Add a tag"
              placeholder="Pick a tag"
              data={CLIMB_TAG_NAMES.filter((n) => !present.has(n)).map((n) => ({
                value: n,
                label: tagLabel(n),
              }))}
              value={adding}
              onChange={setAdding}
              searchable
            />
            <Button
              disabled={!adding}
              loading={change.isPending}
              onClick={() =>
                adding && change.mutate({ kind: 'add', name: adding }, { onSuccess: () => setAdding(null) })
              }
            >
              Add
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
