import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageInfo } from '../utils/wall-search-params';

interface WallsPagerProps {
  skip: number;
  limit: number;
  total: number;
  onSkipChange: (skip: number) => void;
}

/** Previous/Next paging (spec 2.4), disabled at either end. */
export function WallsPager({ skip, limit, total, onSkipChange }: WallsPagerProps) {
  const page = pageInfo({ skip, limit }, total);
  return (
    <Group justify="space-between" wrap="nowrap" component="nav" aria-label="Pages of walls">
      <Button
        variant="default"
        size="md"
        leftSection={<IconChevronLeft size={18} aria-hidden />}
        disabled={!page.hasPrevious}
        onClick={() => onSkipChange(page.previousSkip)}
      >
        Previous
      </Button>
      <Text size="sm" ta="center" aria-live="polite">
        {total <= limit && skip === 0
          ? `${total} ${total === 1 ? 'wall' : 'walls'}`
          : `${page.first}–${page.last} of ${total}`}
      </Text>
      <Button
        variant="default"
        size="md"
        rightSection={<IconChevronRight size={18} aria-hidden />}
        disabled={!page.hasNext}
        onClick={() => onSkipChange(page.nextSkip)}
      >
        Next
      </Button>
    </Group>
  );
}
