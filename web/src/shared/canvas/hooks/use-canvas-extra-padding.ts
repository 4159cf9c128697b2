import { useMediaQuery } from '@mantine/hooks';
import { useMe } from '../../data/users/get-me';
import { canvasExtraPadding, INSTALLED_QUERY, MOBILE_QUERY } from '../canvas-extra-padding';

/** Extra pannable space around a wall photo, by the rule of canvas-extra-padding.ts with the user's choice. */
export function useCanvasExtraPadding() {
  const me = useMe();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const installed = useMediaQuery(INSTALLED_QUERY, false, { getInitialValueInEffect: false });
  return canvasExtraPadding(mobile, installed, me.data?.mobile_extra_canvas_padding);
}
