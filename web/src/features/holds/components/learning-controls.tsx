import { Button } from '@mantine/core';
import { MIN_KNOWN_HOLDS } from '@spraybook/hold-vision';
import touch from '../../../components/touch-target.module.css';
import { showToast } from '../../../lib/overlays';
import {
  FORGET_LEARNING,
  LEARNING_FORGOTTEN,
  learningForgottenMessage,
  suggestAgain,
} from '../../../lib/texts';
import type { useWallLearning } from '../vision/use-wall-learning';

type Learning = ReturnType<typeof useWallLearning>;

/**
 * Suggest mode's "Suggest again", saying how many confirmed holds the suggestions learned from, and
 * "Forget what you learned" beside it while there is something to forget.
 */
export function LearningControls({
  learning,
  disabled,
  onSuggest,
}: {
  learning: Learning;
  disabled: boolean;
  onSuggest: () => void;
}) {
  const forget = () => {
    learning.forget();
    showToast({
      title: LEARNING_FORGOTTEN,
      message: learningForgottenMessage(MIN_KNOWN_HOLDS),
      color: 'blue',
    });
  };
  return (
    <>
      <Button
        variant="default"
        className={touch.touchTarget}
        onClick={onSuggest}
        disabled={disabled || learning.learning}
      >
        {suggestAgain(learning.learnedFrom)}
      </Button>
      {learning.canForget && (
        <Button
          variant="subtle"
          color="red"
          className={touch.touchTarget}
          onClick={forget}
          disabled={disabled}
        >
          {FORGET_LEARNING}
        </Button>
      )}
    </>
  );
}
