import type { ClimbHoldLists } from '@spraybook/contract/plain';
import type { Point } from '@spraybook/hold-vision/geometry';
import type { CanvasPhoto } from '../shared/canvas/types';

/** The ids of the server's markup (shared with it through the contract) and the JSON block's shape. */
export { CLIMB_VIEW_IDS, ZOOM_BUTTON_ATTRIBUTE } from '@spraybook/contract/plain';

/** Starts the climb layer's mask ids (the app's are React's useId()). */
export const CLIMB_LAYER_ID_PREFIX = 'fs-climb';

export interface ClimbViewData {
  photo: CanvasPhoto;
  /** The climb's holds (only those: every other one would be drawn as unselected, which is not at all). */
  holds: readonly { id: string; bounding_polygon: readonly Point[] }[];
  climb: ClimbHoldLists;
}
