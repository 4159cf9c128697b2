import { lazy, Suspense } from 'react';
import { Accordion, Loader, Text } from '@mantine/core';
import { IconInfoCircle, IconListDetails, IconUsers } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { WallAdminsPanel } from './wall-admins-panel';
import { WallDetailsPanel } from './wall-details-panel';

const WallListsPanel = lazy(() => import('../../lists/public').then((m) => ({ default: m.WallListsPanel })));

/** The wall's details, admins and lists, below its climbs: loaded after the page's first screen. */
export function WallAboutSections({ wall }: { wall: Wall }) {
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
          <WallAdminsPanel wall={wall} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="lists">
        <Accordion.Control icon={<IconListDetails size={20} aria-hidden />}>
          <Text component="span" fw={700} size="lg">
            Lists
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Suspense fallback={<Loader size="sm" />}>
            <WallListsPanel wall={wall} />
          </Suspense>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
