import { Group, Loader, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { WallAddress } from '@spraybook/contract';
import { WALL_ADDRESS_PART_MAX, WALL_ADDRESS_PARTS, type WallAddressPart } from '@spraybook/contract/plain';
import type { GeocodeStatus } from '../hooks/use-reverse-geocode';

const STATUS_TEXT: Record<GeocodeStatus, string | null> = {
  off: null,
  idle: 'Pick the location above and the address fills in from OpenStreetMap.',
  looking: 'Looking up the address…',
  found: "Address from OpenStreetMap's Nominatim. Correct it if something is off.",
  none: 'No address is known at this location. Type it in if you like.',
  failed: 'The address could not be looked up. Type it in if you like.',
};

interface AddressFieldsProps {
  value: WallAddress;
  onChange: (address: WallAddress) => void;
  status: GeocodeStatus;
}

/** The wall's address parts, filled by the reverse geocoder and corrected by the setter. */
export function AddressFields({ value, onChange, status }: AddressFieldsProps) {
  const parts = Object.entries(WALL_ADDRESS_PARTS) as [WallAddressPart, string][];
  return (
    <>
      {/* The heading and what the look-up did sit together, above the parts. */}
      <div>
        <Text fw={600} mt="xs">
          Address
        </Text>
        {STATUS_TEXT[status] && (
          <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
            {status === 'looking' && <Loader size="xs" aria-hidden />}
            <Text size="sm" c="dimmed">
              {STATUS_TEXT[status]}
            </Text>
          </Group>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {parts.map(([part, label]) => (
          <TextInput
            key={part}
            size="md"
            label={label}
            maxLength={WALL_ADDRESS_PART_MAX}
            value={value[part] ?? ''}
            onChange={(e) => onChange({ ...value, [part]: e.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
