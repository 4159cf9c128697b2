import type { Point } from '@spraybook/hold-vision';

const keyOf = (revisionId: string) => `spraybook-unlearned:${revisionId}`;

/** The ids of holds set aside by "Forget what you learned" on this photo, kept in this browser. */
export function loadUnlearned(revisionId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(revisionId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function saveUnlearned(revisionId: string, ids: readonly string[]) {
  try {
    window.localStorage.setItem(keyOf(revisionId), JSON.stringify(ids));
  } catch {
    // Storage refused: forgetting holds until the page is left.
  }
}

/** The outlines the wall's model learns from: every hold on the photo but those set aside. */
export function learnableHolds(
  holds: readonly { id: string; bounding_polygon: readonly Point[] }[],
  unlearned: readonly string[],
): Point[][] {
  const aside = new Set(unlearned);
  return holds.filter((h) => !aside.has(h.id)).map((h) => [...h.bounding_polygon]);
}
