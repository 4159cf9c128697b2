import { SegmentedControl } from '@mantine/core';
import type { useHoldEditor } from '../hooks/use-hold-editor';
import classes from './hold-editor.module.css';

type Review = ReturnType<typeof useHoldEditor>['review'];

/** Suggest mode's choice of what a tap on a suggestion does: accept it (the default) or reject it. */
export function TapChoice({ review }: { review: Review }) {
  return (
    <SegmentedControl
      size="xs"
      classNames={{ label: classes.segmentLabel }}
      aria-label="A tap on a suggestion"
      value={review.tapRejects ? 'reject' : 'accept'}
      onChange={(v) => review.setTapRejects(v === 'reject')}
      data={[
        { value: 'accept', label: 'Tap accepts' },
        { value: 'reject', label: 'Tap rejects' },
      ]}
    />
  );
}
