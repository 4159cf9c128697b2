import { Alert, SimpleGrid } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { WallsPage } from '@spraybook/contract';
import { WallCard } from './wall-card';
import { WallCardSkeleton } from './wall-card-skeleton';
import { WallsEmptyState } from './walls-empty-state';

interface WallResultsProps {
  data: WallsPage | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while a newer page loads over the one shown. */
  isStale: boolean;
  skeletons: number;
  searchText: string;
  favorites: boolean;
}

const GRID_COLS = { base: 1, xs: 2, md: 3 };

/** The walls grid with its loading, error and empty states. */
export function WallResults({
  data,
  isPending,
  isError,
  isStale,
  skeletons,
  searchText,
  favorites,
}: WallResultsProps) {
  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy="true" aria-label="Loading walls">
        {Array.from({ length: Math.min(skeletons, 6) }, (_, i) => (
          <WallCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (isError || !data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
        Failed to load walls.
      </Alert>
    );
  }
  if (data.walls.length === 0) return <WallsEmptyState searchText={searchText} favorites={favorites} />;
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="lg"
      aria-busy={isStale}
      style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {data.walls.map((wall) => (
        <WallCard key={wall.id} wall={wall} />
      ))}
    </SimpleGrid>
  );
}
