/**
 * The attributes of a first-screen button that waits for the app: named as the app's own button, and
 * disabled until the app's page replaces it (links work at once; these need the app's code). Icon-only
 * ones take their name from `label`, the others from their words.
 */
export const waitingButton = (label?: string) =>
  `role="button" aria-disabled="true"${label ? ` aria-label="${label}"` : ''}`;
