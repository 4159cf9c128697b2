import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { TOP_BAR_WORDS as W } from '@spraybook/contract/plain';

export function Logo() {
  return (
    <UnstyledButton component={Link} to="/" aria-label={W.home}>
      <Group gap={8} wrap="nowrap">
        <img src="/icon.svg" width={30} height={30} alt="" />
        <Text fw={800} size="lg" visibleFrom="xs">
          {W.name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
