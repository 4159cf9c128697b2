import type { ReactNode } from 'react';
import { Accordion, Text } from '@mantine/core';
import { IconInfoCircle, IconListDetails, IconUsers } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { WallAdminsPanel } from '../../features/walls/components/wall-admins-panel';
import { WallDetailsPanel } from '../../features/walls/components/wall-details-panel';
import { FollowButton } from '../../features/users/components/follow-button';

/**
 * The wall's details, admins and lists, below its climbs: loaded after the page's first screen. The lists come from
 * the page (the lists feature's panel), so walls never imports lists.
 */
export function WallAboutSections({ wall, lists }: { wall: Wall; lists: ReactNode }) {
  return (
    <Accordion
      multiple
      defaultValue={['details', 'admins', 'lists']}
      variant="separated"
      radius="lg"
      order={2}
    >
      <Accordion.Item value="details">
        <Accordion.Control icon={<IconInfoCircle size={20} aria-hidden />}>
          <Text component="span" fw={700} size="lg">
            Details
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <WallDetailsPanel wall={wall} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="admins">
        <Accordion.Control icon={<IconUsers size={20} aria-hidden />}>
          <Text component="span" fw={700} size="lg">
            Admins
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <WallAdminsPanel
            wall={wall}
            action={(userId, name) => <FollowButton userId={userId} name={name} />}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="lists">
        <Accordion.Control icon={<IconListDetails size={20} aria-hidden />}>
          <Text component="span" fw={700} size="lg">
            Lists
          </Text>
        </Accordion.Control>
        <Accordion.Panel>{lists}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
