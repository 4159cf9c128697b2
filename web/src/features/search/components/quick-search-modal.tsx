import { useState } from 'react';
import { Center, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuickSearch } from '../api/quick-search';
import { useShownResults } from '../hooks/use-shown-results';
import { SearchResultItem } from './search-result-item';
import { NO_RESULTS } from '../../../shared/util/texts';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec 2.2 quick search: walls and climbers from anywhere, without paging. */
export function QuickSearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = useQuickSearch(debounced);
  const shown = useShownResults(text, debounced, query);

  const close = () => {
    onClose();
    setText('');
  };

  return (
    <Modal opened={opened} onClose={close} title="Quick search" size="lg" yOffset="10vh">
      <TextInput
        data-autofocus
        size="md"
        aria-label="Search for walls, problems, climbers, etc."
        placeholder="Search for walls, problems, climbers, etc."
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          shown.kind === 'results' && shown.stale ? <Loader size="xs" aria-label="Searching" /> : null
        }
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Stack gap={2} mt="sm" mih={64} aria-live="polite">
        {shown.kind === 'idle' && (
          <Text c="dimmed" size="sm" ta="center" py="md">
            Type the name of a wall, a gym, a climb or a climber.
          </Text>
        )}
        {shown.kind === 'searching' && (
          <Center py="md">
            <Loader size="sm" aria-label="Searching" />
          </Center>
        )}
        {shown.kind === 'none' && (
          <Text c="dimmed" ta="center" py="md">
            {NO_RESULTS}
          </Text>
        )}
        {shown.kind === 'results' && (
          <nav aria-label="Search results">
            {shown.results.map((r) => (
              <SearchResultItem
                key={`${r.type}-${r.type === 'wall' ? r.wall.id : r.type === 'climb' ? r.climb.id : r.user.id}`}
                result={r}
                onOpen={close}
              />
            ))}
          </nav>
        )}
      </Stack>
    </Modal>
  );
}
