import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  CONSENT_COOKIE,
  COOKIE_NOTICE_HEIGHT_VARIABLE,
  COOKIE_NOTICE_TEXT,
  COOKIE_NOTICE_Z_INDEX,
  hasConsent,
} from '@spraybook/contract/plain';
import { useToastsAbove } from '../../shared/ui/toasts-above';
import touch from '../../shared/util/touch-target.module.css';
import { useHeightOnRoot } from './use-height-on-root';

const CONSENT_DAYS = 150;

/** The spec's cookie notice; the choice is remembered for 150 days. */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(() => hasConsent(document.cookie));
  const ref = useMergedRef(useToastsAbove<HTMLDivElement>(), useHeightOnRoot(COOKIE_NOTICE_HEIGHT_VARIABLE));
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
        ref={ref}
        role="region"
        aria-label="Cookie notice"
        shadow="lg"
        withBorder
        p="md"
        radius={0}
        style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: COOKIE_NOTICE_Z_INDEX }}
      >
        <Group justify="center" gap="md">
          <Text size="sm">{COOKIE_NOTICE_TEXT}</Text>
          <Button size="sm" className={touch.touchTarget} onClick={accept}>
            Accept
          </Button>
        </Group>
      </Paper>
    </>
  );
}
