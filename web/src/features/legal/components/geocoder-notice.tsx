import { List, Text } from '@mantine/core';
import { publicConfig } from '../../../shared/util/public-config';

const NOMINATIM = 'https://nominatim.openstreetmap.org';

/** Who answers the wall form's address look-ups (GEOCODER_URL), in words; null when this install asks no one. */
function geocoderName(): string | null {
  const url = publicConfig().geocoder_url;
  if (!url) return null;
  return url === NOMINATIM
    ? "OpenStreetMap's Nominatim service"
    : `the address service at ${new URL(url).host}`;
}

/** Section 3: what the address look-up sends, and to whom. */
export function GeocoderNotice() {
  const name = geocoderName();
  if (!name) return null;
  return (
    <Text>
      When you pick a wall&apos;s location in the wall form (on the map, from your device or from the photo),
      your browser asks {name} for the street address at that point, so the form can fill it in for you to
      correct. Only the coordinates are sent, at most once a second, with no cookies and nothing about you or
      the wall; like any web request it carries your IP address and the address of this app. The address is
      stored only if you save the wall.
    </Text>
  );
}

/** Section 6's entry for the address service, when there is one. */
export function GeocoderRecipient() {
  const name = geocoderName();
  if (!name) return null;
  return (
    <List.Item>
      {name}, which receives the coordinates you pick and your IP address when the wall form looks up an
      address;
    </List.Item>
  );
}
