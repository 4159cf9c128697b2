import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconPlus, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { SharedSessionItem, WallActivityItem, WallFeedItem } from '@spraybook/contract';
import {
  othersCount,
  SESSION_WORDS,
  sessionFiguresLine,
  UNNAMED_CLIMB,
  WALL_FEED_FIRST,
  WALL_FEED_MORE,
} from '@spraybook/contract/plain';
import { UserNameOf } from '../../../shared/ui/user-name-of';
import { shownDate } from '../../../shared/util/shown-date';
import { useWallFeed } from '../api/pulse-calls';
import { FAILED_TO_LOAD_FEED } from '../../../shared/util/texts';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import touch from '../../../shared/util/touch-target.module.css';

const VERBS = { climb: 'set', ascent: 'ticked', other: 'added beta to' } as const;
const ICONS = { climb: IconPlus, ascent: IconCheck, other: IconVideo } as const;
const TYPE_TEXT = { flash: ' (flash)', onsight: ' (first try)', redpoint: '' } as const;

/** Climbers named on a shared session's card; the rest are counted. */
const NAMED = 2;

/**
 * A session summary its starter shared (issue 45): who climbed, sends, tries and the top grade sent, linking to
 * the summary. Only those who may read the session get it (the server decides).
 */
function SessionEntry({ item, wallId }: { item: SharedSessionItem; wallId: string }) {
  const gradeOf = useGradeLabel(wallId);
  const named = item.climber_ids.slice(0, NAMED);
  const others = item.climber_ids.length - named.length;
  const top = gradeOf(item.top_grade);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="li" data-testid="feed-session">
      <ThemeIcon variant="light" radius="xl" size="md" color="teal" aria-hidden>
        <IconUsersGroup size={16} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm">
          {named.map((id, i) => (
            <Fragment key={id}>
              {i > 0 && (i === named.length - 1 && others === 0 ? ' and ' : ', ')}
              <UserNameOf id={id} />
            </Fragment>
          ))}
          {others > 0 && ` and ${othersCount(others)}`} {SESSION_WORDS.climbedTogether}
        </Text>
        <Text size="sm" fw={600}>
          {sessionFiguresLine(item.sends, item.attempts)}
          {top && ` · ${SESSION_WORDS.topGrade} ${top}`}
        </Text>
        <Text size="xs" c="dimmed">
          {shownDate(item.created)} ·{' '}
          <Anchor component={Link} to={`/sessions/${item.id}`} size="xs">
            {SESSION_WORDS.summary}
          </Anchor>
        </Text>
      </Stack>
    </Group>
  );
}

function FeedEntry({ item, wallId }: { item: WallFeedItem; wallId: string }) {
  if (item.type === 'session') return <SessionEntry item={item} wallId={wallId} />;
  return <ActivityEntry item={item} wallId={wallId} />;
}

function ActivityEntry({ item, wallId }: { item: WallActivityItem; wallId: string }) {
  const Icon = ICONS[item.type];
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="li">
      <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm">
          <UserNameOf id={item.user_id} /> {VERBS[item.type]}{' '}
          <Anchor component={Link} to={`/walls/${wallId}/climbs/${item.climb_id}`}>
            {item.climb_name.trim() || UNNAMED_CLIMB}
          </Anchor>
          {item.ascent_type ? TYPE_TEXT[item.ascent_type] : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {shownDate(item.created)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The wall home's Feed (spec 2.20): 5 events at first, 'Load more' adds 10. */
export function WallFeed({ wallId }: { wallId: string }) {
  const [limit, setLimit] = useState(WALL_FEED_FIRST);
  const feed = useWallFeed(wallId, limit);
  const items = feed.data ?? [];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="wall-feed-title">
      <Title order={2} size="h4" id="wall-feed-title" mb="sm">
        Feed
      </Title>
      {feed.isError ? (
        <Text size="sm" c="red">
          {FAILED_TO_LOAD_FEED}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {feed.isPending ? 'Loading feed...' : 'Nothing has happened here yet.'}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" aria-label="Feed" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <FeedEntry key={`${item.type}-${item.id}`} item={item} wallId={wallId} />
          ))}
        </Stack>
      )}
      {items.length === limit && (
        <Button
          variant="subtle"
          size="xs"
          mt="sm"
          className={touch.touchTarget}
          loading={feed.isFetching}
          onClick={() => setLimit((n) => n + WALL_FEED_MORE)}
        >
          Load more
        </Button>
      )}
    </Paper>
  );
}
