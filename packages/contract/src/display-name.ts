/** The text a user's name renders as, by the spec's rules for deleted and unnamed users. */
export function userDisplayName(user: { display_name: string | null; deleted: boolean } | null | undefined) {
  if (!user || user.deleted) return 'Deleted user';
  return user.display_name?.trim() ? user.display_name : 'Unnamed user';
}
