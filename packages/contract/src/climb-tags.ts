/**
 * The known tag names (spec section 3: 'Known tag names come from a tag list'). Stored with
 * underscores; `tagLabel` is how they read.
 */
export const CLIMB_TAG_NAMES = [
  'crimpy',
  'slopey',
  'pinchy',
  'pockets',
  'jugs',
  'underclings',
  'sidepulls',
  'dynamic',
  'static',
  'powerful',
  'technical',
  'endurance',
  'compression',
  'coordination',
  'heel_hooks',
  'toe_hooks',
  'kneebars',
  'campus',
  'sit_start',
  'crux_at_start',
  'crux_at_top',
  'reachy',
  'morpho',
  'classic',
] as const;
export type ClimbTagName = (typeof CLIMB_TAG_NAMES)[number];

/** 'heel_hooks' → 'Heel hooks' (spec: underscores display as spaces, capitalised). */
export const tagLabel = (name: string) => {
  const spaced = name.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
