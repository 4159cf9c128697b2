import { CloseButton } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { INSECURE_ADDRESS_NOTICE } from '@spraybook/contract/plain';
import touch from '../../shared/util/touch-target.module.css';
import { useLocalPreference } from '../../shared/util/local-preference';
import { isSecureContext } from '../../shared/util/secure-context';
import classes from './insecure-address-notice.module.css';
import { useHeightOnRoot } from './use-height-on-root';

/** Remembered in this browser: once dismissed, the notice never shows again here. */
export const INSECURE_NOTICE_DISMISSED = 'insecure-address-notice-dismissed';
export const DISMISS_INSECURE_NOTICE = 'Dismiss the notice about this address';
/** The notice's height while it shows: full-height pages subtract it, so the climb sheet's Tick stays on screen. */
const INSECURE_NOTICE_HEIGHT_VARIABLE = '--insecure-notice-height';

/**
 * On a page that is not a secure context (a gym's `http://192.168.1.20:8080`): says once, under the top bar
 * and in the page's flow (so it never covers a photo or the climb sheet), that this address cannot work
 * offline or install the app, and what would fix it.
 */
export function InsecureAddressNotice() {
  const [dismissed, setDismissed] = useLocalPreference(INSECURE_NOTICE_DISMISSED, false);
  const heightRef = useHeightOnRoot(INSECURE_NOTICE_HEIGHT_VARIABLE);
  if (dismissed || isSecureContext()) return null;
  return (
    <section ref={heightRef} className={classes.notice} aria-label="This address">
      <div className={classes.inner}>
        <IconLockOpen size={18} className={classes.icon} aria-hidden />
        <p className={classes.text}>{INSECURE_ADDRESS_NOTICE}</p>
        <CloseButton
          size="lg"
          className={touch.touchTarget}
          aria-label={DISMISS_INSECURE_NOTICE}
          onClick={() => setDismissed(true)}
        />
      </div>
    </section>
  );
}
