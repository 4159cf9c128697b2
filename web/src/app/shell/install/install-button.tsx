import { ActionIcon } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { openInstallDialog } from './install-dialog-state';
import { INSTALL_THE_APP } from './install-texts';
import { useInstallOffered } from './use-install-offered';
// Loaded with the top bar, so the browser's one early `beforeinstallprompt` is caught for the dialog.
import './use-install-prompt';

/** The top bar's install button (spec 2.2): on phones and desktops alike, while `useInstallOffered()`. */
export function InstallButton() {
  if (!useInstallOffered()) return null;
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
