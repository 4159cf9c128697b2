import { showToast } from '../../../shared/ui/overlays';
import { TICKED } from '../../../shared/util/texts';
import { SAVED_ON_PHONE, SENT_WHEN_ONLINE } from '../../../shared/offline/texts';

/** A tick's toasts last a second (spec): the climber is back at the wall, not reading. */
export const TICK_TOAST_MS = 1000;

/** The toast after a tick is saved: sent ("Ticked" and `message`), or kept on the phone until a signal. */
export function showTickToast(queued: boolean, message: string) {
  showToast(
    queued
      ? { title: SAVED_ON_PHONE, message: SENT_WHEN_ONLINE, color: 'yellow', autoClose: TICK_TOAST_MS }
      : { title: TICKED, message, color: 'green', autoClose: TICK_TOAST_MS },
  );
}
