import { ActionIcon } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { openInstallDialog } from './install-dialog-state';
import { INSTALL_THE_APP } from './install-texts';
import { useInstalled } from './use-installed';
// Loaded with the top bar, so the browser's one early `beforeinstallprompt` is caught for the dialog.
import './use-install-prompt';

/** The top bar's install button (spec 2.2): on phones and desktops alike, until the app runs installed. */
export function InstallButton() {
  if (useInstalled()) return null;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={INSTALL_THE_APP}
      title={INSTALL_THE_APP}
      onClick={openInstallDialog}
    >
      <IconDownload size={18} />
    </ActionIcon>
  );
}
