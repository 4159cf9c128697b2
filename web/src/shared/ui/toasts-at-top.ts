import { useEffect } from 'react';

/**
 * Toasts show at the bottom (toasts-above.ts), but on the climb page the bottom holds the sheet and
 * the photo above it the climb's holds (issue 44): there they show small at the screen's top edge,
 * over the top bar. global.css reads the root's attribute.
 */
export const TOASTS_AT_TOP_ATTRIBUTE = 'data-toasts-at-top';

let pages = 0;

/** Toasts at the top edge while the calling page is mounted. */
export function useToastsAtTop() {
  useEffect(() => {
    pages += 1;
    document.documentElement.setAttribute(TOASTS_AT_TOP_ATTRIBUTE, '');
    return () => {
      pages -= 1;
      if (pages === 0) document.documentElement.removeAttribute(TOASTS_AT_TOP_ATTRIBUTE);
    };
  }, []);
}
