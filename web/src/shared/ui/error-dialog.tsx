import { Button, Group, Text } from '@mantine/core';
import { ApiError, errorText } from '../data/api-client';
import { withModals } from './overlays';
import { ERROR } from '../util/texts';

/** The spec's 'Error' dialog: the server's detail, else the error message, else 'An error occurred'. */
export function showErrorDialog(error: unknown) {
  // A 401 already sent the browser to sign in.
  if (error instanceof ApiError && error.status === 401) return;
  withModals((modals) =>
    modals.open({
      title: ERROR,
      centered: true,
      children: (
        <>
          <Text data-testid="error-dialog-text">{errorText(error)}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => modals.closeAll()}>OK</Button>
          </Group>
        </>
      ),
    }),
  );
}
