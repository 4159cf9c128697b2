import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { TOP_BAR_WORDS as W } from '@spraybook/contract/plain';

// The modal and its results load with the first search, not with every page.
const QuickSearchModal = lazy(() =>
  import('./quick-search-modal').then((m) => ({ default: m.QuickSearchModal })),
);

/** The top bar's search: a wide button on desktop, an icon on phones; Ctrl/⌘+K opens it too. */
export function QuickSearchButton() {
  // Stays mounted once opened, so closing plays the modal's transition as before.
  const [wanted, setWanted] = useState(false);
  const [opened, modal] = useDisclosure(false, { onOpen: () => setWanted(true) });
  const mac = useOs({ getValueInEffect: false }) === 'macos';
  useHotkeys([['mod+K', modal.open]]);
  return (
    <>
      <Button
        variant="default"
        color="gray"
        visibleFrom="md"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{mac ? '⌘ K' : W.searchKeys}</Kbd>}
        onClick={modal.open}
        styles={{ label: { fontWeight: 400, minWidth: 90 } }}
      >
        {W.search}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="md"
        aria-label={W.search}
        title={W.search}
        onClick={modal.open}
      >
        <IconSearch size={18} />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <QuickSearchModal opened={opened} onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
