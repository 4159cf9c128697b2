import { Button } from '@mantine/core';
import { IconLetterCase } from '@tabler/icons-react';
import { CLIMB_PAGE_WORDS } from '@spraybook/contract/plain';
import { useLetters } from '../../shared/canvas';

/** Role letters beside the climb's rings, on or off (kept in this browser): roles read without colour. */
export function LettersToggle() {
  const [letters, setLetters] = useLetters();
  return (
    <Button
      variant={letters ? 'light' : 'subtle'}
      color={letters ? undefined : 'gray'}
      h={44}
      aria-pressed={letters}
      onClick={() => setLetters(!letters)}
      leftSection={<IconLetterCase size={20} aria-hidden />}
    >
      {CLIMB_PAGE_WORDS.letters}
    </Button>
  );
}
