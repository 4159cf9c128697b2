import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMessageCircle, IconPlus, IconVideo } from '@tabler/icons-react';
import type { PersonalFeedItem } from '@spraybook/contract';
import { UNNAMED_CLIMB } from '@spraybook/contract/plain';
import { Link } from 'react-router';
import { UserNameOf } from '../../../shared/ui/user-name-of';
import { shownDate } from '../../../shared/util/shown-date';

const ICONS = {
  new_climb: { Icon: IconPlus, color: 'blue' },
  ascent: { Icon: IconCheck, color: 'green' },
  beta_video: { Icon: IconVideo, color: 'grape' },
  comment: { Icon: IconMessageCircle, color: 'orange' },
} as const;
const TYPE_TEXT = { flash: ' (flash)', onsight: ' (first try)', redpoint: '' } as const;

const family = (kind: PersonalFeedItem['kind']) =>
  (kind.startsWith('new_climb')
    ? 'new_climb'
    : kind.startsWith('beta_video')
      ? 'beta_video'
      : kind.split('_')[0]) as keyof typeof ICONS;

/** What happened, in words: who did what to which climb, on which wall (spec 4's eight kinds). */
function Sentence({ item }: { item: PersonalFeedItem }) {
  const yours = item.kind.endsWith('_user_climb');
  const climb = item.climb_id && (
    <Anchor component={Link} to={`/walls/${item.wall_id}/climbs/${item.climb_id}`} inherit fw={600}>
      {item.climb_name?.trim() || UNNAMED_CLIMB}
    </Anchor>
  );
  const wall = (
    <Anchor component={Link} to={`/walls/${item.wall_id}`} inherit>
      {item.wall_name}
    </Anchor>
  );
  const who = <UserNameOf id={item.user_id} />;
  switch (family(item.kind)) {
    case 'new_climb':
      return (
        <>
          {who} set {climb} on {item.kind === 'new_climb_favorite_wall' ? 'your favourite wall ' : ''}
          {wall}
        </>
      );
    case 'ascent':
      return (
        <>
          {who} ticked {yours ? 'your climb ' : ''}
          {climb}
          {item.ascent_type ? TYPE_TEXT[item.ascent_type] : ''} on {wall}
        </>
      );
    case 'beta_video':
      return (
        <>
          {who} added a beta video to {yours ? 'your climb ' : ''}
          {climb} on {wall}
        </>
      );
    default:
      return climb ? (
        <>
          {who} commented on {yours ? 'your climb ' : ''}
          {climb} on {wall}
        </>
      ) : (
        <>
          {who} commented on {wall}
        </>
      );
  }
}

/** One item of the personal feed: its kind's icon, the sentence, and how long ago. */
export function FeedEntry({ item }: { item: PersonalFeedItem }) {
  const { Icon, color } = ICONS[family(item.kind)];
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Sentence item={item} />
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={item.created}>{shownDate(item.created)}</time>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
