import { useEffect, useRef } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Wall } from '@spraybook/contract';
import { wallGymLine } from '@spraybook/contract/plain';
import { bannerImage } from '../../../shared/util/image-variants';
import { releaseFirstScreenWhenLoaded } from '../../../shared/ui/first-screen-release';
import { useParallax } from '../hooks/use-parallax';
import { CopyLinkButton } from '../../../shared/ui/copy-link-button';
import { WallStatusBadges } from './wall-status-badges';
import classes from './wall-banner.module.css';

/** The wall's name and gym over a parallax photo of its latest revision. */
export function WallBanner({ wall }: { wall: Wall }) {
  const photo = useRef<HTMLImageElement>(null);
  useParallax(photo);
  // The server's first screen shows this banner until the app's own is drawn (same photo, from the cache).
  useEffect(() => releaseFirstScreenWhenLoaded(photo.current), []);
  // The wall carries its latest photo's variants: no need to load the revision with its holds.
  const image = bannerImage(wall.image_variants, wall.image_url);
  const link = `${window.location.origin}/walls/${wall.id}`;

  return (
    <header className={classes.banner}>
      <img
        ref={photo}
        className={classes.photo}
        src={image.src}
        srcSet={image.srcSet || undefined}
        // The browser picks the narrowest variant covering the screen width.
        sizes={image.sizes}
        alt={`Photo of ${wall.name}`}
        fetchPriority="high"
      />
      <div className={classes.shade} />
      <Container size="lg" className={classes.content}>
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="md">
          <Stack gap={6} miw={0}>
            <WallStatusBadges wall={wall} />
            <Title order={1} className={classes.title} fz={{ base: 28, sm: 40 }}>
              {wall.name}
            </Title>
            <Text className={classes.gym} size="lg" fw={500}>
              {wallGymLine(wall.gym_name)}
            </Text>
          </Stack>
          <CopyLinkButton url={link} />
        </Group>
      </Container>
    </header>
  );
}
