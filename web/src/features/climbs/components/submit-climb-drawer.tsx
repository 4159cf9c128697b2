import { useState } from 'react';
import {
  Button,
  Checkbox,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ANGLE_MAX,
  ANGLE_MIN,
  CLIMB_DESCRIPTION_MAX,
  CLIMB_NAME_EMPTY,
  CLIMB_NAME_MAX,
  CLIMB_TAGS_MAX,
  DEFAULT_WALL_ANGLE,
  GRADE_SYSTEMS,
  tagLabel,
} from '@spraybook/contract/plain';
import { useClimbTagNames } from '../api/get-climb-tags';
import { gradesOf, gradeSystemOf } from '../../../shared/util/climbs/climb-display';

/** What the submit drawer adds to the holds. */
export interface ClimbDetails {
  name: string;
  description: string;
  grade: number | null;
  wallAngle: number | null;
  tags: string[];
  draft: boolean;
}

const SYSTEM_LABELS: Record<string, string> = { Font: 'Font', V: 'V-scale' };
const ANGLE_MARKS = [-90, -45, 0, 45, 90].map((value) => ({ value, label: `${value}°` }));

interface SubmitClimbDrawerProps {
  opened: boolean;
  onClose: () => void;
  initial: ClimbDetails;
  /** The user's default grade system, for a climb without a grade yet. */
  defaultSystem: string;
  /** Whether the wall tilts: only then is the angle asked for. */
  adjustableAngle: boolean;
  defaultAngle: number | null;
  position: 'bottom' | 'right';
  saving: boolean;
  isNew: boolean;
  /** Shown above the form: the similar-climb warning. */
  notice?: React.ReactNode;
  onSubmit: (details: ClimbDetails) => void;
}

/** Name, description, grade, wall angle, tags and draft flag of a climb (spec 2.9). */
export function SubmitClimbDrawer(props: SubmitClimbDrawerProps) {
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={props.isNew ? 'Add climb' : 'Edit climb'}
      position={props.position}
      size={props.position === 'bottom' ? '90%' : 'md'}
    >
      {props.notice}
      {/* Mounted with the drawer, so each opening starts from the climb as saved or as typed last. */}
      <ClimbDetailsForm {...props} />
    </Drawer>
  );
}

function ClimbDetailsForm({
  initial,
  defaultSystem,
  adjustableAngle,
  defaultAngle,
  saving,
  isNew,
  onSubmit,
}: SubmitClimbDrawerProps) {
  const tagNames = useClimbTagNames();
  const [name, setName] = useState(initial.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [description, setDescription] = useState(initial.description);
  const [system, setSystem] = useState<string | null>(gradeSystemOf(initial.grade) ?? defaultSystem);
  const [grade, setGrade] = useState<string | null>(initial.grade === null ? null : String(initial.grade));
  const [angle, setAngle] = useState(initial.wallAngle ?? defaultAngle ?? DEFAULT_WALL_ANGLE);
  const [tags, setTags] = useState(initial.tags);
  const [draft, setDraft] = useState(initial.draft);

  const submit = () => {
    if (!name.trim()) {
      setNameError(CLIMB_NAME_EMPTY);
      return;
    }
    onSubmit({
      name: name.trim(),
      description,
      grade: grade === null ? null : Number(grade),
      wallAngle: adjustableAngle ? angle : null,
      tags,
      draft,
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
      <Stack gap="md" pb="md">
        <TextInput
          label="Name"
          required
          maxLength={CLIMB_NAME_MAX}
          value={name}
          error={nameError}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CLIMB_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <Select
            label="Grade system"
            data={GRADE_SYSTEMS.map((s) => ({ value: s, label: SYSTEM_LABELS[s] ?? s }))}
            value={system}
            onChange={(next) => {
              setSystem(next);
              setGrade(null);
            }}
            allowDeselect={false}
          />
          <Select
            label="Grade"
            placeholder="Pick a grade"
            data={system ? gradesOf(system).map((g) => ({ value: String(g.id), label: g.grade })) : []}
            value={grade}
            onChange={setGrade}
            disabled={!system}
            clearable
          />
        </Group>
        {adjustableAngle && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="wall-angle-label">
              Wall angle: {angle}°
            </Text>
            <Slider
              mx={10}
              mb="lg"
              min={ANGLE_MIN}
              max={ANGLE_MAX}
              step={1}
              marks={ANGLE_MARKS}
              value={angle}
              onChange={setAngle}
              label={(v) => `${v}°`}
              thumbLabel="Wall angle"
              thumbSize={22}
            />
          </Stack>
        )}
        <MultiSelect
          label="Tags"
          placeholder={tags.length ? undefined : 'Crimps, slopers, dyno…'}
          data={(tagNames.data ?? []).map((t) => ({ value: t, label: tagLabel(t) }))}
          value={tags}
          onChange={setTags}
          maxValues={CLIMB_TAGS_MAX}
          searchable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          label="Draft"
          description="Only you can see a draft; untick it to publish the climb."
          checked={draft}
          onChange={(e) => setDraft(e.currentTarget.checked)}
        />
        <Button type="submit" size="md" loading={saving}>
          {isNew ? 'Add climb' : 'Save climb'}
        </Button>
      </Stack>
    </form>
  );
}
