import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BREADCRUMB_FAILED } from '../util/texts';

/**
 * A breadcrumb naming something loaded on its own (a wall, a list): its name as a link once loaded,
 * and the spec's 'Unable to load breadcrumb' when that load failed, so the page around it still shows.
 */
export function LoadedCrumb({ to, name, failed }: { to: string; name: string | undefined; failed: boolean }) {
  if (failed)
    return (
      <Text size="sm" c="dimmed" role="status">
        {BREADCRUMB_FAILED}
      </Text>
    );
  if (name === undefined)
    return (
      <Text size="sm" c="dimmed">
        …
      </Text>
    );
  return (
    <Anchor component={Link} to={to} size="sm">
      {name}
    </Anchor>
  );
}
