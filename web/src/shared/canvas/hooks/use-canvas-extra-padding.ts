import { useMediaQuery } from '@mantine/hooks';
import { CANVAS_EXTRA_PADDING_DEFAULT } from '@spraybook/contract/plain';
import { useMe } from '../../users/get-me';

/** Touch screens and narrow windows: where a finger needs room to pan a photo's edge into reach. */
const MOBILE = '(pointer: coarse), (max-width: 48em)';
const INSTALLED = '(display-mode: standalone)';

/**
 * Extra pannable space around a wall photo: the user's `mobile_extra_canvas_padding` on phones
 * (browser toolbars cover the edges), none when installed (no toolbars) or on a desktop.
 */
export function useCanvasExtraPadding() {
  const me = useMe();
  const mobile = useMediaQuery(MOBILE, false, { getInitialValueInEffect: false });
  const installed = useMediaQuery(INSTALLED, false, { getInitialValueInEffect: false });
  if (!mobile || installed) return 0;
  return me.data?.mobile_extra_canvas_padding ?? CANVAS_EXTRA_PADDING_DEFAULT;
}
