import { useCallback, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  CONSENT_COOKIE,
  COOKIE_NOTICE_HEIGHT_VARIABLE,
  COOKIE_NOTICE_TEXT,
  COOKIE_NOTICE_Z_INDEX,
  hasConsent,
} from '@spraybook/contract/plain';
import { useToastsAbove } from '../../components/toasts-above';
import touch from '../../components/touch-target.module.css';

const CONSENT_DAYS = 150;

/**
 * Keeps the notice's height in a root CSS variable while it shows: full-height pages (the climb page,
 * the editors, the map) end above it instead of under it. Measured first in the next animation
 * frame, which runs before that frame paints the notice and the page (not in React's commit, where
 * reading it would lay out the whole new page); a ResizeObserver's first report could come a frame
 * late on a slow phone, after the page had painted once under the notice (a layout shift). The
 * observer follows later changes (a rotated phone).
 */
function useHeightOnRoot() {
  return useCallback((notice: HTMLDivElement | null) => {
    if (!notice) return;
    const root = document.documentElement.style;
    const keep = (height: number) =>
      root.setProperty(COOKIE_NOTICE_HEIGHT_VARIABLE, `${Math.round(height)}px`);
    const frame = requestAnimationFrame(() => keep(notice.offsetHeight));
    const observer = new ResizeObserver(([entry]) => {
      keep(entry?.borderBoxSize?.[0]?.blockSize ?? notice.offsetHeight);
    });
    observer.observe(notice);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      root.removeProperty(COOKIE_NOTICE_HEIGHT_VARIABLE);
    };
  }, []);
}

/** The spec's cookie notice; the choice is remembered for 150 days. */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(() => hasConsent(document.cookie));
  const ref = useMergedRef(useToastsAbove<HTMLDivElement>(), useHeightOnRoot());
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
