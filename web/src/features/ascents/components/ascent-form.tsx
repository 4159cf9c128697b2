import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { Ascent, AscentBody, AscentType } from '@spraybook/contract';
import {
  ASCENT_ATTEMPTS_MIN,
  ASCENT_ATTEMPTS_RANGE,
  ASCENT_DATE_REQUIRED,
  ASCENT_DESCRIPTION_MAX,
  isAscentAttempts,
} from '@spraybook/contract/plain';
import { todayIso } from '../logic/ascent-display';

interface AscentFormProps {
  climbId: string;
  /** The tick being edited, or none for a new one. */
  ascent?: Ascent;
  saving: boolean;
  onSubmit: (body: AscentBody) => void;
  onRemove?: () => void;
}

/** Spec 2.12: date, ascent type (Redpoint or Flash), attempts, description, public. */
export function AscentForm({ climbId, ascent, saving, onSubmit, onRemove }: AscentFormProps) {
  const [date, setDate] = useState(ascent?.ascent_date ?? todayIso());
  const [type, setType] = useState<AscentType>(ascent?.ascent_type ?? 'redpoint');
  const [attempts, setAttempts] = useState<number | string>(ascent?.attempts ?? 2);
  const [description, setDescription] = useState(ascent?.description ?? '');
  const [isPublic, setPublic] = useState(ascent?.public ?? true);
  const [errors, setErrors] = useState<{ date?: string; attempts?: string }>({});
  // A first-try tick logged elsewhere keeps its type; the form itself offers Redpoint and Flash.
  const types = [
    { value: 'redpoint', label: 'Redpoint' },
    { value: 'flash', label: 'Flash' },
    ...(ascent?.ascent_type === 'onsight' ? [{ value: 'onsight', label: 'First try' }] : []),
  ];
  const oneGo = type !== 'redpoint';

  const submit = () => {
    const count = oneGo ? 1 : Number(attempts);
    const next = {
      date: date ? undefined : ASCENT_DATE_REQUIRED,
      // Too few (or not whole) is said here; too many by the API's own detail, in the Error dialog.
      attempts:
        isAscentAttempts(count) || count > ASCENT_ATTEMPTS_RANGE.max ? undefined : ASCENT_ATTEMPTS_MIN,
    };
    setErrors(next);
    if (next.date || next.attempts) return;
    onSubmit({
      climb_id: climbId,
      ascent_date: date,
      ascent_type: type,
      attempts: count,
      description: description.trim() || null,
      public: isPublic,
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          type="date"
          label="Date"
          required
          max={todayIso()}
          value={date}
          error={errors.date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="ascent-type-label">
            Ascent type
          </Text>
          <SegmentedControl
            aria-labelledby="ascent-type-label"
            data={types}
            value={type}
            onChange={(value) => setType(value as AscentType)}
            fullWidth
          />
        </Stack>
        <NumberInput
          label="Attempts"
          required
          min={ASCENT_ATTEMPTS_RANGE.min}
          max={ASCENT_ATTEMPTS_RANGE.max}
          step={1}
          allowDecimal={false}
          clampBehavior="none"
          value={oneGo ? 1 : attempts}
          disabled={oneGo}
          description={oneGo ? 'A flash is a send on the first go.' : undefined}
          error={errors.attempts}
          onChange={setAttempts}
        />
        <Textarea
          label="Description"
          placeholder="How did it go?"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={ASCENT_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Checkbox
          label="Public"
          description="Others see this tick on the climb and on your ticks page."
          checked={isPublic}
          onChange={(e) => setPublic(e.currentTarget.checked)}
        />
        <Group justify={onRemove ? 'space-between' : 'flex-end'}>
          {onRemove && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              Remove
            </Button>
          )}
          <Button type="submit" size="md" loading={saving}>
            {ascent ? 'Save ascent' : 'Add ascent'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
