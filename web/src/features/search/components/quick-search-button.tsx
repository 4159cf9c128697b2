import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { QuickSearchModal } from './quick-search-modal';

/** The top bar's search: a wide button on desktop, an icon on phones; Ctrl/⌘+K opens it too. */
export function QuickSearchButton() {
  const [opened, modal] = useDisclosure(false);
  const mac = useOs() === 'macos';
  useHotkeys([['mod+K', modal.open]]);
  return (
    <>
      <Button
        variant="default"
        color="gray"
        visibleFrom="md"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{mac ? '⌘' : 'Ctrl'} K</Kbd>}
        onClick={modal.open}
        styles={{ label: { fontWeight: 400, minWidth: 90 } }}
      >
        Search
      </Button>
      <Tooltip label="Search">
        <ActionIcon variant="default" size="lg" hiddenFrom="md" aria-label="Search" onClick={modal.open}>
          <IconSearch size={18} />
        </ActionIcon>
      </Tooltip>
      <QuickSearchModal opened={opened} onClose={modal.close} />
    </>
  );
}
