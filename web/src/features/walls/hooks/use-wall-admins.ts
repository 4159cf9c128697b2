import type { User, Wall } from '@spraybook/contract';
import { useQueries } from '@tanstack/react-query';
import { userQuery } from '../../../shared/data/users/get-user';

export interface WallAdmin {
  id: string;
  role: 'Owner' | 'Admin';
  user: User | undefined;
}

/** The wall's owner then its admins, each loaded like useUser (same cache entries). */
export function useWallAdmins(wall: Pick<Wall, 'user_id' | 'admin_users'>) {
  const members: Omit<WallAdmin, 'user'>[] = [
    { id: wall.user_id, role: 'Owner' },
    ...wall.admin_users.filter((id) => id !== wall.user_id).map((id) => ({ id, role: 'Admin' as const })),
  ];
  const results = useQueries({ queries: members.map(({ id }) => userQuery(id)) });
  return {
    admins: members.map((m, i): WallAdmin => ({ ...m, user: results[i]?.data })),
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
  };
}
