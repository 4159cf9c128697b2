import { BROKEN_WARNING_FROM } from '@spraybook/contract/plain';

/** How many climbers say the climb is broken. */
export const brokenCount = (votes: readonly { value: boolean }[]) => votes.filter((v) => v.value).length;

/** Spec 9: the warning shows from BROKEN_WARNING_FROM votes that it is broken. */
export const showsBrokenWarning = (votes: readonly { value: boolean }[]) =>
  brokenCount(votes) >= BROKEN_WARNING_FROM;

/** Spec 2.14: each value with its number of votes, 'Broken' first. */
export function brokenDistribution(votes: readonly { value: boolean }[]) {
  const broken = brokenCount(votes);
  return [
    { value: true, label: 'Broken', count: broken },
    { value: false, label: 'Not broken', count: votes.length - broken },
  ];
}
