import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { ClimbList } from '@spraybook/contract';
import { RANKING_WEIGHT_STEP, RANKING_WEIGHTS } from '@spraybook/contract/plain';
import { useUpdateList } from '../api/list-calls';

type Weights = Pick<ClimbList, keyof typeof RANKING_WEIGHTS>;
const NAMES = Object.keys(RANKING_WEIGHTS) as (keyof typeof RANKING_WEIGHTS)[];
const defaults = () => Object.fromEntries(NAMES.map((n) => [n, RANKING_WEIGHTS[n].default])) as Weights;

/**
 * Spec 2.17 and 4: 'Configure Ranking Weights' edits a local copy; Reset restores the defaults, Cancel
 * closes, Save sends them and closes once the list and rankings have refreshed.
 */
export function RankingWeightsDialog({ list, onClose }: { list: ClimbList; onClose: () => void }) {
  const [weights, setWeights] = useState<Weights>(() => ({
    base_score: list.base_score,
    grade_increment_score: list.grade_increment_score,
    flash_bonus_score: list.flash_bonus_score,
  }));
  const update = useUpdateList();
  return (
    <Modal opened onClose={onClose} title="Configure Ranking Weights" centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // A failed save is only logged (spec 8); the dialog stays open with the climber's numbers.
          update.mutate(
            { id: list.id, body: weights },
            { onSuccess: onClose, onError: (err) => console.error(err) },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            As a wall admin you set how this list&apos;s rankings score a completed climb.
          </Text>
          {NAMES.map((name) => {
            const { min, max, label } = RANKING_WEIGHTS[name];
            return (
              <NumberInput
                key={name}
                label={label}
                description={`${min} to ${max}, in steps of ${RANKING_WEIGHT_STEP}`}
                min={min}
                max={max}
                step={RANKING_WEIGHT_STEP}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                value={weights[name]}
                onChange={(v) => setWeights((w) => ({ ...w, [name]: typeof v === 'number' ? v : min }))}
                onBlur={() =>
                  setWeights((w) => ({
                    ...w,
                    [name]: Math.round(w[name] / RANKING_WEIGHT_STEP) * RANKING_WEIGHT_STEP,
                  }))
                }
              />
            );
          })}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setWeights(defaults())}>
              Reset
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
