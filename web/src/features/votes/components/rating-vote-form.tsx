import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Rating, Stack, Text } from '@mantine/core';
import { RATING_MAX } from '@spraybook/contract/plain';
import { ownVote, useCastVote } from '../api/cast-vote';
import touch from '../../../shared/util/touch-target.module.css';
import type { VoteFormProps } from './vote-form-props';

/** Rating: 0 to 5 whole stars; public or anonymous. */
export function RatingVoteForm({ climb, me, done }: VoteFormProps) {
  const mine = ownVote(climb, 'rating', me.id);
  const [stars, setStars] = useState(mine?.value ?? 0);
  const [anonymous, setAnonymous] = useState(mine ? !mine.public : false);
  const cast = useCastVote(climb, 'rating', me.id);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        cast.mutate({ value: stars, isPublic: !anonymous }, { onSuccess: done });
      }}
    >
      <Stack gap="md">
        <Stack gap={6} align="flex-start">
          <Text size="sm" fw={500} id="rating-label">
            Stars
          </Text>
          <Rating
            count={RATING_MAX}
            value={stars}
            onChange={setStars}
            size="xl"
            aria-labelledby="rating-label"
            className={touch.touchStars}
            classNames={{ label: touch.touchStar }}
          />
          <StarsText stars={stars} onClear={() => setStars(0)} />
        </Stack>
        <Checkbox
          label="Vote anonymously"
          description="Your vote counts a little less (0.75 of a public one) and does not show your name."
          checked={anonymous}
          onChange={(e) => setAnonymous(e.currentTarget.checked)}
        />
        <Button type="submit" loading={cast.isPending}>
          Vote
        </Button>
      </Stack>
    </form>
  );
}

/** The chosen number of stars in words, and the way back to none (a rating may be 0). */
function StarsText({ stars, onClear }: { stars: number; onClear: () => void }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {stars === 1 ? '1 star' : `${stars} stars`}
      </Text>
      {stars > 0 && (
        <Anchor component="button" type="button" size="sm" className={touch.touchTarget} onClick={onClear}>
          No stars
        </Anchor>
      )}
    </Group>
  );
}
