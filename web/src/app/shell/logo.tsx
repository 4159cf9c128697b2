import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

export function Logo() {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Spraybook home">
      <Group gap={8} wrap="nowrap">
        <img src="/icon.svg" width={30} height={30} alt="" />
        <Text fw={800} size="lg" visibleFrom="xs">
          Spraybook
        </Text>
      </Group>
    </UnstyledButton>
  );
}
