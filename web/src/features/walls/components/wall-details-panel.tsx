import { Suspense } from 'react';
import { Anchor, DataList, Skeleton, Stack, Text } from '@mantine/core';
import type { Wall } from '@spraybook/contract';
import { Link } from 'react-router';
import { formatCoordinates } from '../utils/coordinates';
import { formatWallPlace } from '../utils/wall-place';
import { WhenNearViewport } from '../../../shared/ui/when-near-viewport';
import { LazyWallLocationMap } from './lazy-maps';
import { MAP_HEIGHT } from './map-height';

/**
 * Description, angle, and the gym with its address ('Gym · Road 12, City, Country'), with plain words where
 * something is not set.
 */
export function WallDetailsPanel({ wall }: { wall: Wall }) {
  // A wall saved before addresses (or where none was found) still shows where it is: by its coordinates.
  const hasAddress = Object.values(wall.address).some(Boolean);
  const place =
    hasAddress || !wall.coordinates
      ? formatWallPlace(wall)
      : [wall.gym_name, formatCoordinates(wall.coordinates)].filter(Boolean).join(' · ');
  return (
    <Stack gap="md">
      <DataList orientation="vertical" gap="md">
        <DataList.Item>
          <DataList.ItemLabel>Description</DataList.ItemLabel>
          <DataList.ItemValue>
            {wall.description ? (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{wall.description}</Text>
            ) : (
              <Text c="dimmed">No description</Text>
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Angle</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text>{wall.adjustable_angle ? `Adjustable, usually ${wall.default_angle ?? 0}°` : 'Fixed'}</Text>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Location</DataList.ItemLabel>
          <DataList.ItemValue>
            {place ? (
              <Text style={{ overflowWrap: 'anywhere' }}>
                {place}
                {wall.coordinates && (
                  <>
                    {' · '}
                    <Anchor component={Link} to="/map">
                      Show on map of walls
                    </Anchor>
                  </>
                )}
              </Text>
            ) : (
              <Text c="dimmed">No gym or location set</Text>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      {/* Leaflet is the wall page's biggest download: it waits until the map is nearly in view. */}
      {wall.coordinates && (
        <WhenNearViewport name="wall-location-map" minHeight={MAP_HEIGHT}>
          <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
            <LazyWallLocationMap coordinates={wall.coordinates} name={wall.name} />
          </Suspense>
        </WhenNearViewport>
      )}
    </Stack>
  );
}
