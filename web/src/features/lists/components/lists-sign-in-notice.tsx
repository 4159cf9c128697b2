import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { signIn } from '../../../lib/auth';
import { LISTS_NEED_SIGN_IN, SIGN_IN } from '../../../lib/texts';

/**
 * What a visitor gets from a list action (spec 7, Lists): the spec's refusal and a way to sign in that
 * comes back to this page.
 */
export function ListsSignInNotice({ onClose }: { onClose?: () => void }) {
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
      <Button size="xs" mt="xs" onClick={() => void signIn()}>
        {SIGN_IN}
      </Button>
    </Alert>
  );
}
