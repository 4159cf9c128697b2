import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError, errorText } from '../lib/api-client';

/** The spec's 'Error' dialog: the server's detail, else the error message, else 'An error occurred'. */
export function showErrorDialog(error: unknown) {
  // A 401 already sent the browser to sign in.
  if (error instanceof ApiError && error.status === 401) return;
  modals.open({
    title: 'Error',
    centered: true,
    children: (
      <>
        <Text data-testid="error-dialog-text">{errorText(error)}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.closeAll()}>OK</Button>
        </Group>
      </>
    ),
  });
}
