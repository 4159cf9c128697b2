import type { AscentsFilter } from '@spraybook/contract';

/** Query keys for ticks; shared/data/invalidation.ts says which changes refresh them. */
export const ascentKeys = {
  all: ['ascents'] as const,
  query: (filter: AscentsFilter, page: { limit: number; offset: number }) =>
    ['ascents', 'query', filter, page] as const,
  /** Every tick of a filter, page after page (a climber's totals). */
  every: (filter: AscentsFilter) => ['ascents', 'every', filter] as const,
};
