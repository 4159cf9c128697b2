import { Button } from '@mantine/core';
import { MIN_KNOWN_HOLDS } from '@spraybook/hold-vision';
import touch from '../../../shared/util/touch-target.module.css';
import { showToast } from '../../../shared/ui/overlays';
import {
  FORGET_LEARNING,
  LEARNING_FORGOTTEN,
  learnedFromCount,
  learningForgottenMessage,
  SUGGEST_AGAIN,
  suggestAgain,
} from '../../../shared/util/texts';
import type { useWallLearning } from '../vision/use-wall-learning';
import classes from './hold-editor.module.css';

type Learning = ReturnType<typeof useWallLearning>;

/**
 * Suggest mode's "Suggest again", saying how many confirmed holds the suggestions learned from (on a
 * touch screen, `compact`, the count on a second line: the button stays as narrow as the unlearned one).
 */
export function SuggestAgain({
  learning,
  disabled,
  onSuggest,
  compact,
}: {
  learning: Learning;
  disabled: boolean;
  onSuggest: () => void;
  compact: boolean;
}) {
  const label = suggestAgain(learning.learnedFrom);
  const twoLines = compact && learning.learnedFrom > 0;
  return (
    <Button
      variant="default"
      className={`${touch.touchTarget} ${twoLines ? classes.twoLineButton : ''}`}
      onClick={onSuggest}
      disabled={disabled || learning.learning}
      aria-label={twoLines ? label : undefined}
    >
      {twoLines ? (
        <span className={classes.twoLines} aria-hidden>
          <span>{SUGGEST_AGAIN}</span>
          <span className={classes.secondLine}>{learnedFromCount(learning.learnedFrom)}</span>
        </span>
      ) : (
        label
      )}
    </Button>
  );
}

/** "Forget what you learned", while there is something to forget: one tap, no dialog (it deletes nothing). */
export function ForgetLearning({ learning, disabled }: { learning: Learning; disabled: boolean }) {
  if (!learning.canForget) return null;
  const forget = () => {
    learning.forget();
    showToast({
      title: LEARNING_FORGOTTEN,
      message: learningForgottenMessage(MIN_KNOWN_HOLDS),
      color: 'blue',
    });
  };
  return (
    <Button variant="subtle" color="red" className={touch.touchTarget} onClick={forget} disabled={disabled}>
      {FORGET_LEARNING}
    </Button>
  );
}
