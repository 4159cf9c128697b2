import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useToastsAbove } from '../../components/toasts-above';

export const CONSENT_COOKIE = 'cookie_consent';
const CONSENT_DAYS = 150;

export function hasConsent(cookies = document.cookie) {
  return cookies.split('; ').some((c) => c === `${CONSENT_COOKIE}=true`);
}

/** The spec's cookie notice; the choice is remembered for 150 days. */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(hasConsent);
  const toastsAbove = useToastsAbove<HTMLDivElement>();
  if (accepted) return null;
  const accept = () => {
    document.cookie = `${CONSENT_COOKIE}=true; max-age=${CONSENT_DAYS * 24 * 3600}; path=/; SameSite=Lax`;
    setAccepted(true);
  };
  return (
    <>
      {/* Room below the footer, so the fixed notice never hides the last links. */}
      <div style={{ height: 96 }} aria-hidden />
      <Paper
        ref={toastsAbove}
        role="region"
        aria-label="Cookie notice"
        shadow="lg"
        withBorder
        p="md"
        radius={0}
        style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 300 }}
      >
        <Group justify="center" gap="md">
          <Text size="sm">This app/website uses cookies to enhance the user experience.</Text>
          <Button size="sm" onClick={accept}>
            Accept
          </Button>
        </Group>
      </Paper>
    </>
  );
}
