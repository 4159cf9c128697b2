import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { GRADE_SYSTEMS, UpdateUserBody, type User } from '@spraybook/contract';
import { DISPLAY_NAME_MAX, userDisplayName } from '@spraybook/contract/plain';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { useAuth } from '../../../shared/data/auth-context';
import { schemaError } from '../../../shared/util/schema-error';
import { useMe } from '../../../shared/data/users/get-me';
import { useUpdateUser } from '../api/update-user';
import { showToast } from '../../../shared/ui/overlays';
import { CONTINUE_WHERE_YOU_WERE, FAILED_TO_LOAD_USER } from '../../../shared/util/texts';
import { Link } from 'react-router';
import { forgetReturnPath, returnPath } from '../../../shared/util/return-after-settings';
import { DisplaySettings } from '../components/display-settings';
import { FALLBACK_GRADE_SYSTEM } from '../../../shared/util/grades/grade-display';
import { useWall } from '../../../shared/data/walls/get-wall';
import { DeleteAccountSection } from '../components/delete-account-section';
import { DownloadDataSection } from '../components/download-data-section';
import { ProfilePictureSection } from '../components/profile-picture-section';
import { RecoveryEmailSection } from '../components/recovery-email-section';
import { SignOutEverywhereSection } from '../components/sign-out-everywhere-section';

const SYSTEM_LABELS: Record<string, string> = { Font: 'Font (Fontainebleau)', V: 'V-scale (Hueco)' };

/** /settings; `sections` are other features' settings, which the page that composes them hands in. */
export function SettingsPage({ sections }: { sections?: ReactNode }) {
  const { oidcUser, loading } = useAuth();
  const me = useMe();
  if (loading) return <Loader m="xl" />;
  if (!oidcUser) return <LoginPrompt reason="to change your settings." />;
  if (me.isPending) return <Loader m="xl" />;
  if (me.isError)
    return (
      <Alert color="red" m="xl">
        {FAILED_TO_LOAD_USER}
      </Alert>
    );
  return <SettingsForm user={me.data} sections={sections} />;
}

/** The wall a path is on (/walls/{id}/…), if any. */
const wallIdIn = (path: string | null) => /^\/walls\/([0-9a-f-]{36})(?:[/?#]|$)/i.exec(path ?? '')?.[1];

function SettingsForm({ user, sections }: { user: User; sections?: ReactNode }) {
  // After a first sign-in that began on another page (e.g. a visitor's Tick): the way back to it.
  const [back] = useState(returnPath);
  // A climber without a default is asked for one, starting from the system of the wall they came from.
  const cameFrom = useWall(user.default_grade_system ? undefined : wallIdIn(back));
  const suggested = user.default_grade_system ?? cameFrom.data?.grade_system ?? FALLBACK_GRADE_SYSTEM;
  const [displayName, setDisplayName] = useState(user.display_name ?? '');
  const [gradeSystem, setGradeSystem] = useState<string | null>(suggested);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUser();

  useEffect(() => {
    setDisplayName(user.display_name ?? '');
    setGradeSystem(suggested);
  }, [user.display_name, suggested]);

  const nameChanged = displayName.trim() !== (user.display_name ?? '');
  const systemChanged = !!gradeSystem && gradeSystem !== user.default_grade_system;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    // Spec 5: the name is sent only when changed, the grade system only when chosen.
    const body: UpdateUserBody = {};
    if (nameChanged) {
      const invalid = schemaError(UpdateUserBody.shape.display_name, displayName);
      if (invalid) return setError(invalid);
      body.display_name = displayName.trim();
    }
    if (systemChanged) body.default_grade_system = gradeSystem!;
    setError(null);
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () =>
          showToast({
            title: 'Settings saved',
            message: 'Your settings have been updated',
            color: 'green',
          }),
      },
    );
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group>
          <Avatar src={user.profile_picture_url} size={64} radius="xl" color="blue" alt="">
            {userDisplayName(user).slice(0, 1)}
          </Avatar>
          <div>
            <Title order={1} size="h2">
              Settings
            </Title>
            <Text c="dimmed">{userDisplayName(user)}</Text>
          </div>
        </Group>
        {!user.display_name && (
          <Alert color="blue" title="Welcome to Spraybook!">
            Pick the name other climbers will see on your ticks, climbs and comments, and the grade system you
            read grades in.
          </Alert>
        )}
        <Paper withBorder p="lg" radius="lg" component="form" onSubmit={submit}>
          <Stack>
            <TextInput
              label="Display name"
              description="Shown on your profile, ticks, climbs and comments"
              value={displayName}
              onChange={(e) => setDisplayName(e.currentTarget.value)}
              maxLength={DISPLAY_NAME_MAX}
              error={error}
              autoComplete="nickname"
            />
            <Select
              label="Default grade system"
              description="Every grade shows in it: climb lists, the histogram, climb pages and ticks"
              placeholder="Choose a grade system"
              data={GRADE_SYSTEMS.map((s) => ({ value: s, label: SYSTEM_LABELS[s] ?? s }))}
              value={gradeSystem}
              onChange={setGradeSystem}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              {back && (
                <Button component={Link} to={back} variant="default" onClick={() => forgetReturnPath()}>
                  {CONTINUE_WHERE_YOU_WERE}
                </Button>
              )}
              <Button type="submit" loading={update.isPending} disabled={!nameChanged && !systemChanged}>
                Save
              </Button>
            </Group>
          </Stack>
        </Paper>
        <DisplaySettings />
        {sections}
        <ProfilePictureSection user={user} />
        <RecoveryEmailSection userId={user.id} />
        <SignOutEverywhereSection userId={user.id} />
        <DownloadDataSection userId={user.id} />
        <DeleteAccountSection userId={user.id} />
      </Stack>
    </Container>
  );
}
