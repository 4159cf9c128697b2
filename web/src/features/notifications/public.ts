/** What the app shell and pages use of notifications. */
export { NotificationBell } from './components/notification-bell';
export { NotificationSettingsSection } from './components/notification-settings-section';
