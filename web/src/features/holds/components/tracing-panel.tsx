import { Button, Group, Loader, Slider, Text } from '@mantine/core';
import type { useHoldEditor } from '../hooks/use-hold-editor';
import { GROW_LIMIT, GROW_STEP } from '../logic/outline-taps';
import { learnedFromHolds } from '../../../shared/util/texts';
import touch from '../../../shared/util/touch-target.module.css';
import classes from './hold-editor.module.css';
import { ForgetLearning, SuggestAgain } from './learning-controls';
import { OutlineActions } from './outline-actions';
import { TapChoice } from './tap-choice';

type Editor = ReturnType<typeof useHoldEditor>;

function Waiting({ children }: { children: string }) {
  return (
    <Group gap="xs" wrap="nowrap" role="status">
      <Loader size="xs" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * What a touch screen's toolbar row takes from the panel below (it has room beside undo and redo):
 * Suggest mode's tap choice, Outline mode's Cancel and Save hold.
 */
export function TracingToolbarControls({ editor }: { editor: Editor }) {
  if (editor.tracingStatus !== 'ready') return null;
  if (editor.mode === 'suggest') return <TapChoice review={editor.review} />;
  if (editor.mode === 'outline' && editor.outline.outline)
    return <OutlineActions run={editor.run} busy={editor.busy} />;
  return null;
}

/**
 * Outline and suggest modes' controls under the toolbar: size and save, or the review of suggestions.
 * `compact` (touch screens): what `TracingToolbarControls` puts in the toolbar's row is left out, and
 * the review is one row, so the photo keeps the room.
 */
export function TracingPanel({ editor, compact }: { editor: Editor; compact: boolean }) {
  const { mode, tracingStatus, outline, review, busy, run, learning } = editor;
  if (mode !== 'outline' && mode !== 'suggest') return null;
  if (tracingStatus === 'failed')
    return (
      <Text size="sm" c="red" role="alert">
        Tracing is unavailable: this photo could not be read. Draw holds in Add mode instead.
      </Text>
    );
  if (tracingStatus !== 'ready') return <Waiting>Preparing the photo for tracing…</Waiting>;

  if (mode === 'outline') {
    if (!outline.outline)
      return outline.tracing ? (
        <Waiting>Outlining…</Waiting>
      ) : (
        <Text size="sm">
          Tap a hold to outline it.{learning.learnedFrom > 0 && ` ${learnedFromHolds(learning.learnedFrom)}`}
        </Text>
      );
    return (
      <Group gap="md" wrap="wrap" align="center" className={classes.sizeRow}>
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 14rem' }}>
          <Text size="sm" id="outline-size-label">
            Size
          </Text>
          <Slider
            aria-labelledby="outline-size-label"
            thumbLabel="Outline size"
            style={{ flex: 1 }}
            min={-GROW_LIMIT}
            max={GROW_LIMIT}
            step={GROW_STEP}
            value={outline.outline.grow}
            onChange={outline.previewGrow}
            onChangeEnd={outline.setGrow}
            label={(v) => (v === 0 ? 'As found' : v > 0 ? 'Bigger' : 'Smaller')}
            classNames={{
              root: classes.sizeSlider,
              trackContainer: classes.sizeTrack,
              thumb: classes.sizeThumb,
            }}
          />
          {outline.tracing && <Loader size="xs" aria-label="Outlining" />}
        </Group>
        {!compact && <OutlineActions run={run} busy={busy} />}
      </Group>
    );
  }

  if (review.finding) return <Waiting>Looking for holds on the photo…</Waiting>;
  const left = review.pending.length;
  const suggest = (
    <SuggestAgain
      learning={learning}
      disabled={busy}
      onSuggest={() => void review.find()}
      compact={compact}
    />
  );
  const forget = <ForgetLearning learning={learning} disabled={busy} />;
  const acceptAll = (
    <Button className={touch.touchTarget} onClick={review.acceptAll} disabled={left === 0} loading={busy}>
      Accept all
    </Button>
  );
  const count = (
    <Text size="sm" aria-live="polite" className={compact ? classes.countCompact : undefined}>
      {left === 1 ? '1 suggestion left' : `${left} suggestions left`}
    </Text>
  );
  // A phone: the count, Suggest again and Accept all in one row, Forget (once learned) below them.
  if (compact)
    return (
      <Group gap="xs" wrap="wrap" align="center">
        {count}
        {suggest}
        {acceptAll}
        {forget}
      </Group>
    );
  return (
    <Group gap="md" wrap="wrap" align="center">
      {count}
      <TapChoice review={review} />
      <Group gap="xs">
        {suggest}
        {forget}
        {acceptAll}
      </Group>
    </Group>
  );
}
