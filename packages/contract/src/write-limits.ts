/**
 * Kinds of writes limited per account (hourly and in bursts); a contract route names its kind in
 * `limit`, and the server counts each such call before running it and takes back any it refused.
 * `export` is a read, limited all the same: each one reads everything a person ever put in.
 */
export const WRITE_KINDS = [
  'comment',
  'tick',
  'list',
  'tag',
  'hold',
  'vote',
  'picture',
  'climb',
  'video',
  'follow',
  'profile',
  'wall',
  'export',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** The 429's detail when an account writes one kind too often; `wait` reads like "40 seconds". */
export const tooManyWrites = (wait: string) => `You are doing that too often. Wait ${wait} and try again.`;
