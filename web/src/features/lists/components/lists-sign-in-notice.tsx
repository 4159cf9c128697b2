import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { signIn } from '../../../shared/data/auth';
import { signInFor, type ResumedAction } from '../../../shared/data/resume-after-sign-in';
import { LISTS_NEED_SIGN_IN, SIGN_IN } from '../../../shared/util/texts';

/**
 * What a visitor gets from a list action (spec 7, Lists): the spec's refusal and a way to sign in that
 * comes back to this page, with `action` (Add to List) open again.
 */
export function ListsSignInNotice({ onClose, action }: { onClose?: () => void; action?: ResumedAction }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      role="alert"
      withCloseButton={!!onClose}
      onClose={onClose}
      closeButtonLabel="Close"
      data-testid="lists-sign-in"
    >
      <Text size="sm">{LISTS_NEED_SIGN_IN}</Text>
      <Button size="xs" mt="xs" onClick={() => void (action ? signInFor(action) : signIn())}>
        {SIGN_IN}
      </Button>
    </Alert>
  );
}
