import { NotificationSettingsSection } from '../../features/notifications/public';
import { SettingsPage as UserSettingsPage } from '../../features/users/pages/settings-page';

/** /settings: the climber's own settings, with each feature's section handed in (features never import each other). */
export function SettingsPage() {
  return <UserSettingsPage sections={<NotificationSettingsSection />} />;
}
