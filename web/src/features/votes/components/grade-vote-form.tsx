import { useState } from 'react';
import { Button, Checkbox, Select, Stack } from '@mantine/core';
import { GRADE_SYSTEMS } from '@spraybook/contract/plain';
import { gradeSystemOf, gradesOf } from '../../../shared/util/climbs/climb-display';
import { useReaderGradeSystem } from '../../../shared/data/grades/use-reader-grade-system';
import { ownVote, useCastVote } from '../api/cast-vote';
import type { VoteFormProps } from './vote-form-props';

/**
 * Grade: system first, then a grade of it (changing the system clears the grade); public or anonymous.
 * The system starts as the climber's own vote's, else the one they read grades in on this wall.
 */
export function GradeVoteForm({ climb, me, done }: VoteFormProps) {
  const mine = ownVote(climb, 'grade', me.id);
  const readerSystem = useReaderGradeSystem(climb.wall_id);
  const [system, setSystem] = useState<string | null>(gradeSystemOf(mine?.value) ?? readerSystem);
  const [grade, setGrade] = useState<string | null>(mine ? String(mine.value) : null);
  const [anonymous, setAnonymous] = useState(mine ? !mine.public : false);
  const cast = useCastVote(climb, 'grade', me.id);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (grade) cast.mutate({ value: Number(grade), isPublic: !anonymous }, { onSuccess: done });
      }}
    >
      <Stack gap="md">
        <Select
          label="Grade system"
          placeholder="Pick a grade system"
          data={GRADE_SYSTEMS}
          value={system}
          onChange={(next) => {
            setSystem(next);
            setGrade(null);
          }}
          allowDeselect={false}
          required
        />
        <Select
          label="Grade"
          placeholder={system ? 'Pick a grade' : 'Pick a grade system first'}
          data={system ? gradesOf(system).map((g) => ({ value: String(g.id), label: g.grade })) : []}
          value={grade}
          onChange={setGrade}
          disabled={!system}
          required
        />
        <Checkbox
          label="Vote anonymously"
          description="Your vote counts a little less (0.75 of a public one) and does not show your name."
          checked={anonymous}
          onChange={(e) => setAnonymous(e.currentTarget.checked)}
        />
        <Button type="submit" disabled={!grade} loading={cast.isPending}>
          Vote
        </Button>
      </Stack>
    </form>
  );
}
