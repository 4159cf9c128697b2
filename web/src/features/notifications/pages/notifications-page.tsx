import { Container, Title } from '@mantine/core';
import { NOTIFICATIONS_TITLE } from '@spraybook/contract/plain';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { useAuth } from '../../../shared/data/auth-context';
import { NotificationsPanel } from '../components/notifications-panel';

/** /notifications: the climber's notifications (a desktop's bell opens them in a drawer instead). */
export function NotificationsPage() {
  const { oidcUser, loading } = useAuth();
  if (loading) return null;
  if (!oidcUser) return <LoginPrompt reason="to see your notifications." />;
  return (
    <Container size="sm" py="lg" px="md">
      <NotificationsPanel
        heading={
          <Title order={1} size="h2">
            {NOTIFICATIONS_TITLE}
          </Title>
        }
      />
    </Container>
  );
}
