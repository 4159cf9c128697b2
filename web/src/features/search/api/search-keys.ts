/** Query keys for the quick search. */
export const searchKeys = {
  all: ['quick-search'] as const,
  quick: (text: string) => ['quick-search', text] as const,
};
