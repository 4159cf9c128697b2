import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { userDisplayName } from '@spraybook/contract/plain';
import type { User } from '@spraybook/contract';
import { showToast } from '../../../shared/ui/overlays';
import {
  CHANGE_PICTURE,
  CHOOSE_PICTURE,
  PICTURE_SAVED,
  PICTURE_SAVED_MESSAGE,
  PICTURE_TYPES_HINT,
  PROFILE_PICTURE,
} from '../../../shared/util/texts';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { PictureCropper } from './picture-cropper';

/** The spec's accepted types (5): jpeg, png, bmp, gif, tiff, webp, svg and icon. */
const ACCEPT =
  'image/jpeg,image/png,image/bmp,image/gif,image/tiff,image/webp,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,.jpg,.jpeg,.png,.bmp,.gif,.tif,.tiff,.webp,.svg,.ico';

/** Settings: the profile picture, chosen, cropped to a circle and uploaded. */
export function ProfilePictureSection({ user }: { user: User }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadProfilePicture();
  const save = (base64: string) =>
    upload.mutate(
      { userId: user.id, base64 },
      {
        onSuccess: () => {
          setFile(null);
          showToast({ title: PICTURE_SAVED, message: PICTURE_SAVED_MESSAGE, color: 'green' });
        },
      },
    );

  return (
    <Paper withBorder p="lg" radius="lg">
      <Group wrap="nowrap" align="center">
        <Avatar
          src={user.profile_picture_url}
          size={88}
          radius={999}
          color="blue"
          alt=""
          data-testid="profile-picture"
        >
          {userDisplayName(user).slice(0, 1)}
        </Avatar>
        <Stack gap={6}>
          <Title order={2} size="h4">
            {PROFILE_PICTURE}
          </Title>
          <Text size="xs" c="dimmed">
            {PICTURE_TYPES_HINT}
          </Text>
          <FileButton onChange={setFile} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" size="sm" w="fit-content">
                {user.profile_picture_url ? CHANGE_PICTURE : CHOOSE_PICTURE}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Group>
      {file && (
        <PictureCropper
          key={`${file.name}-${file.lastModified}`}
          file={file}
          saving={upload.isPending}
          onCancel={() => setFile(null)}
          onSave={save}
        />
      )}
    </Paper>
  );
}
