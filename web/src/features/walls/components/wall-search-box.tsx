import { CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import classes from './wall-search-box.module.css';

interface WallSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  searching: boolean;
}

export function WallSearchBox({ value, onChange, searching }: WallSearchBoxProps) {
  return (
    <TextInput
      type="search"
      classNames={{ input: classes.input }}
      size="md"
      radius="xl"
      aria-label="Search walls by name or gym"
      placeholder="Search walls by name or gym"
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        searching ? (
          <Loader size="xs" aria-label="Searching" />
        ) : value ? (
          <CloseButton aria-label="Clear search" onClick={() => onChange('')} size="lg" radius="xl" />
        ) : null
      }
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}
