import { useState } from 'react';
import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { userDisplayName } from '@spraybook/contract/plain';
import { useUserSearch } from '../../../shared/data/users/search-users';
import { userSuggestions } from '../utils/user-suggestions';
import { PickedUserChip } from './picked-user-chip';
import { FAILED_TO_LOAD_USERS, NO_USERS_FOUND } from '../../../shared/util/texts';

/** Spec 9: user search debounce. */
const SEARCH_DEBOUNCE_MS = 300;

interface UserPickerProps {
  label: string;
  description?: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** Users never offered: the wall's owner, and people already in another role. */
  exclude: (string | null | undefined)[];
  /** Shown, not changed: the admins of a wall to an admin (only its owner changes them). */
  readOnly?: boolean;
}

/** Search users by name and collect them as removable chips (invited users, admin users). */
export function UserPicker(props: UserPickerProps) {
  if (props.readOnly) return <PickedUsers {...props} />;
  return <UserSearchPicker {...props} />;
}

function UserSearchPicker({ label, description, value, onChange, exclude }: UserPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const results = useUserSearch(debounced);
  const suggestions = userSuggestions(results.data, [...exclude, ...value]);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const searching = search.trim() !== debounced.trim() || results.isFetching;

  const emptyText = results.isError ? FAILED_TO_LOAD_USERS : searching ? 'Searching...' : NO_USERS_FOUND;

  return (
    <Stack gap="xs">
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          onChange([...value, id]);
          setSearch('');
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            size="md"
            label={label}
            description={description}
            placeholder="Search by display name"
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={searching && search.trim() ? <Loader size="xs" aria-label="Searching" /> : null}
            value={search}
            autoComplete="off"
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!search.trim()}>
          <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
            {suggestions.length > 0 ? (
              suggestions.map((user) => (
                <Combobox.Option value={user.id} key={user.id} py={10}>
                  {userDisplayName(user)}
                </Combobox.Option>
              ))
            ) : (
              <Combobox.Empty>{emptyText}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value.length > 0 ? (
        <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {value.map((id) => (
            <PickedUserChip key={id} id={id} onRemove={() => onChange(value.filter((v) => v !== id))} />
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Nobody yet.
        </Text>
      )}
    </Stack>
  );
}

/** The picked users alone, with the field's label and description. */
function PickedUsers({ label, description, value }: UserPickerProps) {
  return (
    <Stack gap="xs">
      <div>
        <Text size="md" fw={500}>
          {label}
        </Text>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {value.length > 0 ? (
        <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {value.map((id) => (
            <PickedUserChip key={id} id={id} />
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Nobody yet.
        </Text>
      )}
    </Stack>
  );
}
