import { useRef, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Drawer,
  Group,
  Modal,
  Rating,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Climb } from '@spraybook/contract';
import {
  ASCENT_ATTEMPTS_RANGE,
  climbSetAngle,
  RATING_MAX,
  TICK_AGAIN,
  TICKED_TODAY_ASK,
} from '@spraybook/contract/plain';
import { ASCENT_LOGGED, CANCEL, degrees, TICK_ANGLE, TICKED } from '../../../shared/util/texts';
import { AngleStepper } from '../../../shared/ui/angle-stepper';
import { useChosenAngle } from '../../../shared/data/walls/wall-angle';
import { useIntentKey } from '../../../shared/data/use-intent-key';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { gradeIn } from '../../../shared/util/grades/grade-display';
import { useReaderGradeSystem } from '../../../shared/data/grades/use-reader-grade-system';
import { useMyNewestTick } from '../api/query-ascents';
import { useQuickTick } from '../api/quick-tick';
import { todayIso } from '../logic/ascent-display';
import { feelCentreGrade, gradeFeelChoices, quickTickError, type QuickTick } from '../logic/quick-tick';
import type { TickVotes } from '../logic/tick-votes';
import { asksBeforeTicking } from '../logic/same-day-tick';
import classes from './tick-sheet.module.css';
import { showTickToast } from './tick-toast';
import { useOpeningCount } from '../../../shared/ui/use-opening-count';

/** A phone: the sheet comes up from the bottom, within the thumb's reach. */
const PHONE = '(max-width: 48em)';

interface TickSheetProps {
  climb: Climb;
  /** The signed-in climber, whose earlier grade and rating votes the sheet starts from. */
  userId: string;
  opened: boolean;
  onClose: () => void;
  /** The full ascent form (description, an older tick's type). */
  moreOptions: string;
}

/**
 * The compact tick sheet: an optional grade feel and stars (the climber's grade and rating votes),
 * then Flash, which saves at once, or Redpoint with its attempts; date today and public on, both
 * changeable. A bottom sheet on a phone, a dialog on a wide screen. One tap is one tick: the tapped button
 * says 'Ticked' at once and both are disabled until the tick is saved (or refused); a second tick of the
 * climb today is asked about first.
 */
export function TickSheet({ climb, userId, opened, onClose, moreOptions }: TickSheetProps) {
  const phone = useMediaQuery(PHONE, true, { getInitialValueInEffect: false });
  const title = `Tick ${climbName(climb.name)}`;
  const opening = useOpeningCount(opened);
  // Each opening starts afresh: opened again while it slid away after a tick, the sheet kept that tick's
  // 'Ticked' with both buttons disabled, and could tick nothing more.
  const body = (
    <TickSheetBody key={opening} climb={climb} userId={userId} onDone={onClose} moreOptions={moreOptions} />
  );
  return phone ? (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title={title}
      radius="lg"
      classNames={{ content: classes.drawer, title: classes.title }}
      closeButtonProps={{ 'aria-label': 'Close tick sheet', size: 'xl' }}
    >
      {body}
    </Drawer>
  ) : (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      classNames={{ title: classes.title }}
      closeButtonProps={{ 'aria-label': 'Close tick sheet', size: 'xl' }}
    >
      {body}
    </Modal>
  );
}

function TickSheetBody({
  climb,
  userId,
  onDone,
  moreOptions,
}: {
  climb: Climb;
  userId: string;
  onDone: () => void;
  moreOptions: string;
}) {
  const system = useReaderGradeSystem(climb.wall_id)!;
  // The climber's earlier votes: shown as chosen, and sent again only when changed here.
  const earlierGrade =
    gradeIn(climb.grade_votes.find((v) => v.user_id === userId)?.value, system)?.id ?? null;
  const earlierStars = climb.rating_votes.find((v) => v.user_id === userId)?.value ?? null;
  const [grade, setGrade] = useState<number | null>(earlierGrade);
  const [stars, setStars] = useState<number | null>(earlierStars);
  const [attempts, setAttempts] = useState(2);
  const [date, setDate] = useState(todayIso());
  const [isPublic, setPublic] = useState(true);
  // On an adjustable wall, the angle climbed at (issue 47): the reader's chosen angle for the wall, else the
  // climb's set angle; the tick and its votes carry it, through the offline queue too.
  const wallAngle = useChosenAngle(climb.wall_id);
  const [angle, setAngle] = useState(() =>
    wallAngle.chosen && wallAngle.angle !== null
      ? wallAngle.angle
      : climbSetAngle(climb.wall_angle, wallAngle.wallDefaultAngle),
  );
  const adjustable = wallAngle.angle !== null;
  const [error, setError] = useState<string | null>(null);
  /** The tick being saved (its button says 'Ticked'), or the one the climber is asked about. */
  const [ticked, setTicked] = useState<QuickTick['type'] | null>(null);
  const [asking, setAsking] = useState<QuickTick | null>(null);
  // Set in the tap itself: a second tap in the same frame, before React draws the first's state, does nothing.
  const busy = useRef(false);
  const save = useQuickTick(climb, userId);
  const intent = useIntentKey();
  const newest = useMyNewestTick(climb.id, userId);
  // Centred on the climb's grade at the angle on the stepper, so they move with it.
  const centre = feelCentreGrade(climb, adjustable ? angle : null, wallAngle.wallDefaultAngle);
  const choices = gradeFeelChoices(gradeIn(centre, system), system);

  const send = (asked: QuickTick, confirmed: boolean) => {
    busy.current = true;
    setAsking(null);
    setTicked(asked.type);
    save.mutate(
      { tick: asked, key: intent.keyFor(asked), confirmed },
      {
        onSuccess: ({ queued }) => {
          intent.done();
          showTickToast(queued, ASCENT_LOGGED);
          onDone();
        },
        // Refused (the Error dialog says why): the same tap again is the same intent, under the same key.
        onError: () => {
          busy.current = false;
          setTicked(null);
        },
      },
    );
  };

  const tick = (type: QuickTick['type']) => {
    if (busy.current) return;
    const invalid = quickTickError({ type, attempts, date });
    setError(invalid);
    if (invalid) return;
    const asked: QuickTick = {
      type,
      attempts,
      date,
      isPublic,
      grade: grade !== earlierGrade ? grade : null,
      stars: stars !== earlierStars ? stars : null,
      ...(adjustable ? { angle } : {}),
    };
    if (asksBeforeTicking(newest ? [newest] : [], date, todayIso())) {
      busy.current = true;
      setAsking(asked);
    } else send(asked, false);
  };

  const cancel = () => {
    busy.current = false;
    setAsking(null);
  };

  const tickLabel = (type: QuickTick['type'], label: string) => (ticked === type ? TICKED : label);
  const tickIcon = (type: QuickTick['type']) =>
    ticked === type ? <IconCheck size={18} aria-hidden /> : null;
  const tickClass = (type: QuickTick['type']) => (ticked === type ? classes.ticked : undefined);

  return (
    <Stack gap="md">
      {/* Above the form: the bottom sheet grows upwards, so a double tap's second tap finds Flash, disabled. */}
      {asking && (
        <Stack gap="xs" role="group" aria-labelledby="tick-again-question" className={classes.ask}>
          <Text id="tick-again-question" fw={500} role="alert">
            {TICKED_TODAY_ASK}
          </Text>
          <Group gap="sm" grow>
            <Button variant="default" h={44} onClick={cancel}>
              {CANCEL}
            </Button>
            <Button h={44} onClick={() => send(asking, true)}>
              {TICK_AGAIN}
            </Button>
          </Group>
        </Stack>
      )}
      {adjustable && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500} id="tick-angle-label">
            {TICK_ANGLE}
          </Text>
          <AngleStepper angle={angle} onChange={setAngle} label={TICK_ANGLE}>
            {degrees(angle)}
          </AngleStepper>
        </Group>
      )}
      <Stack gap={6}>
        <Text size="sm" fw={500} id="grade-feel-label">
          Grade feel{' '}
          <Text span size="sm" c="dimmed">
            (optional)
          </Text>
        </Text>
        <Group gap={6} wrap="nowrap" role="group" aria-labelledby="grade-feel-label">
          {choices.map((g) => (
            <Button
              key={g.id}
              variant={grade === g.id ? 'filled' : 'default'}
              aria-pressed={grade === g.id}
              className={classes.choice}
              onClick={() => setGrade(grade === g.id ? null : g.id)}
            >
              {g.grade}
            </Button>
          ))}
        </Group>
      </Stack>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500} id="stars-label">
          Stars{' '}
          <Text span size="sm" c="dimmed">
            (optional)
          </Text>
        </Text>
        <Rating
          count={RATING_MAX}
          value={stars ?? 0}
          onChange={(value) => setStars(value === stars ? null : value)}
          size={44}
          className={classes.stars}
          aria-labelledby="stars-label"
        />
      </Group>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          type="date"
          label="Date"
          size="md"
          classNames={{ label: classes.label, input: classes.date }}
          max={todayIso()}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Switch
          label="Public"
          size="lg"
          checked={isPublic}
          onChange={(e) => setPublic(e.currentTarget.checked)}
          classNames={{ body: classes.public }}
        />
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="sm" wrap="nowrap">
        <Group gap={4} wrap="nowrap" role="group" aria-label="Attempts">
          <ActionIcon
            variant="default"
            size={44}
            aria-label="Fewer attempts"
            disabled={attempts <= ASCENT_ATTEMPTS_RANGE.min}
            onClick={() => setAttempts((n) => Math.max(ASCENT_ATTEMPTS_RANGE.min, n - 1))}
          >
            <IconMinus size={18} aria-hidden />
          </ActionIcon>
          {/* The count says what it counts: a bare number between − and + read as nothing in particular. */}
          <Stack gap={0} align="center" miw={52}>
            <Text fw={700} lh={1.2} aria-live="polite" aria-label={`${attempts} attempts`}>
              {attempts}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2} aria-hidden>
              attempts
            </Text>
          </Stack>
          <ActionIcon
            variant="default"
            size={44}
            aria-label="More attempts"
            disabled={attempts >= ASCENT_ATTEMPTS_RANGE.max}
            onClick={() => setAttempts((n) => Math.min(ASCENT_ATTEMPTS_RANGE.max, n + 1))}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Button
          variant="light"
          size="md"
          h={44}
          flex={1}
          disabled={ticked !== null || asking !== null}
          leftSection={tickIcon('redpoint')}
          className={tickClass('redpoint')}
          onClick={() => tick('redpoint')}
        >
          {tickLabel('redpoint', 'Redpoint')}
        </Button>
      </Group>
      <Button
        size="lg"
        h={52}
        fullWidth
        disabled={ticked !== null || asking !== null}
        leftSection={tickIcon('flash')}
        className={tickClass('flash')}
        onClick={() => tick('flash')}
      >
        {tickLabel('flash', 'Flash')}
      </Button>
      <Anchor
        component={Link}
        to={moreOptions}
        // The grade feel and stars changed here go with the tick the full form saves.
        state={
          {
            grade: grade !== earlierGrade ? grade : null,
            stars: stars !== earlierStars ? stars : null,
            ...(adjustable ? { angle } : {}),
          } satisfies TickVotes & { angle?: number }
        }
        size="sm"
        ta="center"
        className={classes.more}
      >
        More options
      </Anchor>
    </Stack>
  );
}
