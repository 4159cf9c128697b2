import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandYoutube, IconPlayerPlayFilled } from '@tabler/icons-react';
import { videoEmbedUrl, videoPageUrl, type VideoLink } from '@spraybook/contract/plain';
import classes from './video-player.module.css';

const PROVIDERS = {
  youtube: { name: 'YouTube', Icon: IconBrandYoutube },
  instagram: { name: 'Instagram', Icon: IconBrandInstagram },
} as const;

/**
 * A beta video that loads nothing from YouTube or Instagram until the climber presses Play: no
 * cookies, no tracking and no player download for videos nobody watches.
 */
export function VideoPlayer({ video, title }: { video: VideoLink; title: string }) {
  const [playing, setPlaying] = useState(false);
  const { name, Icon } = PROVIDERS[video.provider];
  return (
    <div className={`${classes.frame} ${classes[video.provider]}`}>
      {playing ? (
        <iframe
          src={videoEmbedUrl(video)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={classes.poster}>
          <Icon size={40} aria-hidden />
          <Button
            leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
            onClick={() => setPlaying(true)}
            aria-label={`Play ${title}`}
            color="dark"
            variant="white"
          >
            Play
          </Button>
          <Text size="xs" maw={260}>
            Plays from {name}, which may set cookies.{' '}
            <Anchor
              href={videoPageUrl(video)}
              target="_blank"
              rel="noopener noreferrer"
              c="white"
              underline="always"
            >
              Open on {name}
            </Anchor>
          </Text>
        </div>
      )}
    </div>
  );
}
