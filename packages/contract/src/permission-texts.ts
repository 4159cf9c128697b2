/**
 * Why the owner and admins alone may change a wall or its holds: the server's 403 `detail`, and the web shows the
 * same words before it asks. (wt-api moves every server text into `texts.ts` under these names: once both have
 * landed, this file goes and `texts.ts` keeps them.)
 */
export const NOT_WALL_EDITOR = "Only the wall's owner and admins can change this wall.";
export const NOT_HOLD_EDITOR = "Only the wall's owner and admins can edit its holds.";
