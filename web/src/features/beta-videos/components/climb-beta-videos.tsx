import { ActionIcon, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconPlus, IconTrash } from '@tabler/icons-react';
import type { BetaVideo, Climb } from '@spraybook/contract';
import { parseVideoLink } from '@spraybook/contract/plain';
import { UserNameOf } from '../../../shared/ui/user-name-of';
import { WriteActionButton } from '../../../shared/ui/write-action-button';
import { confirmRemoveThen, showRemovedToast } from '../../../shared/ui/confirm-remove';
import { useDeleteBetaVideo } from '../api/beta-video-calls';
import { VideoPlayer } from './video-player';
import { FAILED_TO_LOAD_BETA_VIDEO } from '../../../shared/util/texts';
import touch from '../../../shared/util/touch-target.module.css';

function BetaVideoItem({ video, index }: { video: BetaVideo; index: number }) {
  const remove = useDeleteBetaVideo(video.climb_id);
  const link = parseVideoLink(video.url);
  const title = `Beta video ${index + 1}`;
  return (
    <Stack gap={6} component="li" aria-label={title}>
      {link ? (
        <VideoPlayer video={link} title={title} />
      ) : (
        <Text size="sm" c="red">
          {FAILED_TO_LOAD_BETA_VIDEO}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {video.description && <Text size="sm">{video.description}</Text>}
          <Text size="xs" c="dimmed">
            Added by <UserNameOf id={video.user_id} />
          </Text>
        </Stack>
        {video.is_editable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${title} actions`}
                className={touch.touchTarget}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() =>
                  confirmRemoveThen(
                    'beta video',
                    () => remove.mutateAsync(video.id),
                    () => showRemovedToast('beta video'),
                  )
                }
              >
                Remove
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Stack>
  );
}

/** The climb's beta videos on its Details tab, with 'Add beta video' (spec 2.8, 2.13). */
export function ClimbBetaVideos({ climb }: { climb: Climb }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="climb-beta-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="climb-beta-title">
          Beta videos
        </Title>
        <WriteActionButton
          to={`/walls/${climb.wall_id}/climbs/${climb.id}/add-beta-video`}
          variant="light"
          size="xs"
          className={touch.touchTarget}
          leftSection={<IconPlus size={14} aria-hidden />}
        >
          Add beta video
        </WriteActionButton>
      </Group>
      {climb.beta_videos.length === 0 ? (
        <Text size="sm" c="dimmed">
          No beta videos yet.
        </Text>
      ) : (
        <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {climb.beta_videos.map((video, i) => (
            <BetaVideoItem key={video.id} video={video} index={i} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
