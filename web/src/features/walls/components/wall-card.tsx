import { AspectRatio, Box, Card, Group, Text, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { Link } from 'react-router';
import { variantsSrcSet } from '../../../shared/util/image-variants';
import { WallStatusBadges } from './wall-status-badges';
import classes from './wall-card.module.css';

/** Matches the find-wall grid: one column on phones, two on small tablets, three from md. */
const CARD_IMAGE_SIZES = '(max-width: 30em) 100vw, (max-width: 52em) 50vw, 380px';

/** A wall in search results: its photo, name and gym, linking to the wall. */
export function WallCard({ wall }: { wall: Wall }) {
  return (
    <Card
      component={Link}
      to={`/walls/${wall.id}`}
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
    >
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          <img
            className={classes.photo}
            src={wall.thumbnail_url}
            srcSet={variantsSrcSet(wall.image_variants) || undefined}
            sizes={CARD_IMAGE_SIZES}
            alt={`Photo of ${wall.name}`}
            loading="lazy"
            decoding="async"
          />
        </AspectRatio>
        <WallStatusBadges wall={wall} size="sm" className={classes.badges} />
      </Card.Section>
      <Box pt="md">
        <Title order={2} size="h4" lineClamp={1}>
          {wall.name}
        </Title>
        <Group gap={6} mt={4} wrap="nowrap">
          <IconBuildingCommunity size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c={wall.gym_name ? undefined : 'dimmed'} lineClamp={1}>
            {wall.gym_name ?? 'No gym set'}
          </Text>
        </Group>
      </Box>
    </Card>
  );
}
