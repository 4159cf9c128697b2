import type { AscentsFilter } from '@spraybook/contract';

/** Query keys for ticks; every tick change invalidates ['ascents'] (and the climbs, for their counts). */
export const ascentKeys = {
  all: ['ascents'] as const,
  query: (filter: AscentsFilter, page: { limit: number; offset: number }) =>
    ['ascents', 'query', filter, page] as const,
};
