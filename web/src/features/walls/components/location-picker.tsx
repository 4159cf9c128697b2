import { Suspense, useEffect, useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCurrentLocation, IconX } from '@tabler/icons-react';
import { isPosition, LATITUDE_RANGE, LONGITUDE_RANGE } from '@spraybook/contract/plain';
import { useLocateDevice } from '../hooks/use-locate-device';
import type { Coordinates } from '../utils/coordinates';
import { LazyLocationPickerMap } from './lazy-maps';

interface LocationPickerProps {
  value: Coordinates | null;
  onChange: (coordinates: Coordinates | null) => void;
}

type Draft = [number | string, number | string];

const toDraft = (value: Coordinates | null): Draft => value ?? ['', ''];

/** The wall's position: from the device, a tap on the map, or typed latitude and longitude. */
export function LocationPicker({ value, onChange }: LocationPickerProps) {
  const { locate, locating } = useLocateDevice(onChange);
  // Typed numbers live here until both make a valid position.
  const [draft, setDraft] = useState<Draft>(toDraft(value));
  const lat = value?.[0];
  const lon = value?.[1];
  useEffect(() => setDraft(lat === undefined || lon === undefined ? ['', ''] : [lat, lon]), [lat, lon]);

  const changeDraft = (next: Draft) => {
    setDraft(next);
    const [a, b] = next;
    if (a === '' && b === '') onChange(null);
    else if (typeof a === 'number' && typeof b === 'number' && isPosition(a, b)) onChange([a, b]);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          size="md"
          variant="light"
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
          loading={locating}
          onClick={() => void locate()}
        >
          Use my location
        </Button>
        <Button
          size="md"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={18} aria-hidden />}
          disabled={!value}
          onClick={() => onChange(null)}
        >
          Clear location
        </Button>
      </Group>
      <Suspense fallback={<Skeleton height={260} radius="md" />}>
        <LazyLocationPickerMap value={value} onChange={onChange} />
      </Suspense>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label="Latitude"
          placeholder="e.g. 59.33258"
          min={LATITUDE_RANGE.min}
          max={LATITUDE_RANGE.max}
          decimalScale={6}
          hideControls
          inputMode="decimal"
          value={draft[0]}
          onChange={(v) => changeDraft([v, draft[1]])}
        />
        <NumberInput
          label="Longitude"
          placeholder="e.g. 18.06490"
          min={LONGITUDE_RANGE.min}
          max={LONGITUDE_RANGE.max}
          decimalScale={6}
          hideControls
          inputMode="decimal"
          value={draft[1]}
          onChange={(v) => changeDraft([draft[0], v])}
        />
      </SimpleGrid>
    </Stack>
  );
}
