/**
 * Where the zoom buttons sit: their usual place (the stylesheet's) without an overlay, else as far
 * above the overlay (the climb sheet) as they usually are above the canvas's bottom.
 */
export function controlsBottom(coveredBottom: number): string | undefined {
  return coveredBottom > 0 ? `calc(${coveredBottom}px + var(--mantine-spacing-xs))` : undefined;
}
