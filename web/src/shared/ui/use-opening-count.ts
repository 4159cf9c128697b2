import { useState } from 'react';

/**
 * How many times `opened` has turned true: a key for a sheet's or dialog's content that gives each opening its
 * own state, even when it is opened again before its closing transition unmounted the last one.
 */
export function useOpeningCount(opened: boolean) {
  const [count, setCount] = useState(opened ? 1 : 0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setCount(count + 1);
  }
  return count;
}
