import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { withModals } from './overlays';
import { OPEN_SPRAYBOOK_THERE, SIGN_IN_ELSEWHERE_TITLE, signInWorksAt } from '../util/texts';

/** Sign in tapped on an address sign-in does not work at: says which address does, with a link. */
export function showSignInElsewhere(publicOrigin: string, href: string) {
  withModals((modals) =>
    modals.open({
      title: SIGN_IN_ELSEWHERE_TITLE,
      centered: true,
      children: (
        <Stack gap="md" data-testid="sign-in-elsewhere">
          <Text>{signInWorksAt(publicOrigin)}</Text>
          <Button
            component="a"
            href={href}
            size="md"
            rightSection={<IconExternalLink size={18} aria-hidden />}
          >
            {OPEN_SPRAYBOOK_THERE}
          </Button>
        </Stack>
      ),
    }),
  );
}
