import { AspectRatio, Card, Skeleton, Stack } from '@mantine/core';

/** Holds a card's place while walls load, so the grid does not jump when they arrive. */
export function WallCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden>
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={8} pt="md">
        <Skeleton height={20} width="70%" />
        <Skeleton height={14} width="45%" />
      </Stack>
    </Card>
  );
}
