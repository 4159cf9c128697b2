import { useState } from 'react';
import {
  Button,
  Drawer,
  Group,
  MultiSelect,
  NumberInput,
  Rating,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHandFinger } from '@tabler/icons-react';
import { CLIMB_TAG_NAMES, GRADE_RANGE_REVERSED, GRADE_SYSTEMS, tagLabel } from '@spraybook/contract/plain';
import { userDisplayName } from '@spraybook/contract/plain';
import { useAuth } from '../../../shared/data/auth-context';
import { useWallSetters } from '../api/get-climbs-list';
import { gradesOf } from '../../../shared/util/climbs/climb-display';
import {
  DEFAULT_FILTERS,
  gradeRangeReversed,
  type ClimbListFilters,
  type TagName,
} from '../logic/climb-list-filters';
import { HoldFilterPicker } from './hold-filter-picker';
import { BENCHMARKS_ONLY, BENCHMARKS_ONLY_HINT, NO_RESULTS } from '../../../shared/util/texts';
import touch from '../../../shared/util/touch-target.module.css';

/** Touch screens and narrow windows (touch-target.module.css's rule): stars big enough to aim at. */
const TOUCH_SIZED = '(pointer: coarse), (max-width: 48em)';

interface ClimbFiltersDrawerProps {
  wallId: string;
  opened: boolean;
  filters: ClimbListFilters;
  /** The viewer's grade system, the drawer's first choice when none is set. */
  defaultSystem: string;
  onClose: () => void;
  onApply: (filters: ClimbListFilters) => void;
}

/** The climbs list's filters (spec 3): edited here, applied to the URL with Show climbs. */
export function ClimbFiltersDrawer(props: ClimbFiltersDrawerProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title="Filter climbs"
      position={phone ? 'bottom' : 'right'}
      size={phone ? '92%' : 'md'}
    >
      {/* Mounted while open, so it starts from the applied filters each time. */}
      {props.opened && <FiltersForm {...props} />}
    </Drawer>
  );
}

function FiltersForm({ wallId, filters, defaultSystem, onApply, onClose }: ClimbFiltersDrawerProps) {
  const [draft, setDraft] = useState(filters);
  const [picking, setPicking] = useState(false);
  const touchSized = useMediaQuery(TOUCH_SIZED, false, { getInitialValueInEffect: false });
  const { oidcUser } = useAuth();
  const setters = useWallSetters(wallId, true);
  const set = (patch: Partial<ClimbListFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const system = draft.gradeSystem ?? defaultSystem;
  const grades = gradesOf(system).map((g) => ({ value: String(g.id), label: g.grade }));
  const reversed = gradeRangeReversed(draft);
  const holdCount = draft.usesHolds.length + draft.avoidHolds.length;

  if (picking)
    return (
      <HoldFilterPicker
        wallId={wallId}
        uses={draft.usesHolds}
        avoids={draft.avoidHolds}
        onDone={(holds) => {
          set({ usesHolds: holds.uses, avoidHolds: holds.avoids });
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (reversed) return;
        onApply({
          ...draft,
          gradeSystem: draft.gradeFrom !== null || draft.gradeTo !== null ? system : null,
        });
        onClose();
      }}
    >
      <Stack gap="md">
        <Select
          label="Grade system"
          data={GRADE_SYSTEMS}
          value={system}
          allowDeselect={false}
          onChange={(next) => set({ gradeSystem: next, gradeFrom: null, gradeTo: null })}
        />
        <Group grow align="flex-start">
          <Select
            label="From grade"
            placeholder="Any"
            data={grades}
            value={draft.gradeFrom === null ? null : String(draft.gradeFrom)}
            onChange={(v) => set({ gradeFrom: v === null ? null : Number(v), gradeSystem: system })}
            clearable
            error={reversed ? GRADE_RANGE_REVERSED : null}
          />
          <Select
            label="To grade"
            placeholder="Any"
            data={grades}
            value={draft.gradeTo === null ? null : String(draft.gradeTo)}
            onChange={(v) => set({ gradeTo: v === null ? null : Number(v), gradeSystem: system })}
            clearable
          />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="rating-minimum-label">
            Rating at least
          </Text>
          <Group gap="sm">
            <Rating
              size={touchSized ? 24 : 'sm'}
              value={draft.ratingMinimum}
              onChange={(v) => set({ ratingMinimum: v })}
              aria-labelledby="rating-minimum-label"
              className={touch.touchStars}
              classNames={{ label: touch.touchStar }}
            />
            {draft.ratingMinimum > 0 && (
              <Button
                variant="subtle"
                size="compact-xs"
                className={touch.touchTarget}
                onClick={() => set({ ratingMinimum: 0 })}
              >
                Any rating
              </Button>
            )}
          </Group>
        </Stack>
        <NumberInput
          label="Ticks at least"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={draft.ascentsMinimum}
          onChange={(v) => set({ ascentsMinimum: typeof v === 'number' ? v : 0 })}
        />
        <Switch
          label={BENCHMARKS_ONLY}
          description={BENCHMARKS_ONLY_HINT}
          checked={draft.benchmark}
          onChange={(e) => set({ benchmark: e.currentTarget.checked })}
        />
        {oidcUser && (
          <Switch
            label="Not ticked yet"
            description="Leave out climbs you have ticked"
            checked={draft.excludeTicked}
            onChange={(e) => set({ excludeTicked: e.currentTarget.checked })}
          />
        )}
        <Select
          label="Setter"
          placeholder="Anyone"
          data={(setters.data ?? []).map((s) => ({
            value: s.id,
            label: `${userDisplayName(s)} (${s.climbs})`,
          }))}
          value={draft.setter}
          onChange={(v) => set({ setter: v })}
          clearable
          searchable
          nothingFoundMessage={NO_RESULTS}
        />
        <MultiSelect
          label="Tags"
          placeholder={draft.tags.length ? undefined : 'Any'}
          data={CLIMB_TAG_NAMES.map((n) => ({ value: n, label: tagLabel(n) }))}
          value={draft.tags}
          onChange={(v) => set({ tags: v as TagName[] })}
          clearable
          searchable
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Holds
          </Text>
          <Text size="xs" c="dimmed">
            {holdCount === 0
              ? 'Pick holds a climb must use, or holds it must not (off today, or out of reach).'
              : `Uses ${draft.usesHolds.length} · avoids ${draft.avoidHolds.length}`}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconHandFinger size={16} aria-hidden />}
              onClick={() => setPicking(true)}
            >
              Pick holds on the photo
            </Button>
            {holdCount > 0 && (
              <Button variant="subtle" onClick={() => set({ usesHolds: [], avoidHolds: [] })}>
                Clear holds
              </Button>
            )}
          </Group>
        </Stack>
        <Group justify="space-between" mt="sm">
          <Button
            variant="subtle"
            onClick={() =>
              setDraft({ ...DEFAULT_FILTERS, sortKey: draft.sortKey, sortAscending: draft.sortAscending })
            }
          >
            Reset
          </Button>
          <Button type="submit" disabled={reversed}>
            Show climbs
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
