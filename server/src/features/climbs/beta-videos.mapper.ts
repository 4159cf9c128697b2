import type { BetaVideo } from '@spraybook/contract';
import { betaVideoFlags } from '../../access/authored-flags.ts';
import type { Caller } from '../../access/caller.ts';
import type { BetaVideoRow } from './climbs.queries.ts';

export const toBetaVideo = (caller: Caller, row: BetaVideoRow): BetaVideo => ({
  id: row.id,
  climb_id: row.climbId,
  user_id: row.userId,
  url: row.url,
  description: row.description,
  created: row.created,
  ...betaVideoFlags(caller, row),
});
