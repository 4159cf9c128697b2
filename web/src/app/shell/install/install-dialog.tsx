import type { ReactNode } from 'react';
import { Button, Divider, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobile, IconDownload, IconShare2, IconSquarePlus } from '@tabler/icons-react';
import { INSECURE_ADDRESS_NOTICE, PUSH_IOS_INSTALL } from '@spraybook/contract/plain';
import { publicConfig } from '../../../shared/util/public-config';
import { isSecureContext } from '../../../shared/util/secure-context';
import { installHelp } from './install-help';
import { closeInstallDialog, useInstallDialogOpened } from './install-dialog-state';
import * as t from './install-texts';
import { useInstallPrompt } from './use-install-prompt';
import touch from '../../../shared/util/touch-target.module.css';

/**
 * The install dialog (spec 1): the browser's prompt, else how to install by hand; the store app if any. On a
 * plain-HTTP page nothing installs, so it says why instead (opened there only for the store app).
 */
export function InstallDialog() {
  const opened = useInstallDialogOpened();
  const prompt = useInstallPrompt();
  const storeUrl = publicConfig().mobile_app_url;
  const help = installHelp({
    secure: isSecureContext(),
    hasPrompt: prompt !== null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  const install = async () => {
    if (prompt && (await prompt())) closeInstallDialog();
  };

  return (
    <Modal
      opened={opened}
      onClose={closeInstallDialog}
      title={t.INSTALL_DIALOG_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close', className: touch.touchTarget }}
    >
      <Stack gap="md">
        <Text size="sm">{help === 'insecure' ? INSECURE_ADDRESS_NOTICE : t.INSTALL_INTRO}</Text>
        {help === 'prompt' && (
          <Button leftSection={<IconDownload size={18} />} onClick={() => void install()} size="md">
            {t.INSTALL}
          </Button>
        )}
        {help === 'ios' && (
          <Stack gap="xs" data-testid="install-ios-steps">
            <Text size="sm" fw={500}>
              {t.IOS_INTRO}
            </Text>
            <List spacing="xs" size="sm" center>
              <List.Item icon={<StepIcon icon={<IconShare2 size={16} />} />}>{t.IOS_SHARE}</List.Item>
              <List.Item icon={<StepIcon icon={<IconSquarePlus size={16} />} />}>
                {t.IOS_ADD_TO_HOME_SCREEN}
              </List.Item>
              <List.Item icon={<StepIcon icon={<IconDownload size={16} />} />}>{t.IOS_ADD}</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              {PUSH_IOS_INSTALL}
            </Text>
          </Stack>
        )}
        {help === 'other' && (
          <Stack gap="xs" data-testid="install-other-browsers">
            <Text size="sm">{t.OTHER_BROWSERS}</Text>
            <Text size="sm" c="dimmed">
              {t.OTHER_BROWSERS_NONE}
            </Text>
            <Text size="sm" c="dimmed">
              {t.IOS_INTRO} {t.IOS_SHARE}, {t.IOS_ADD_TO_HOME_SCREEN}. {PUSH_IOS_INSTALL}
            </Text>
          </Stack>
        )}
        {storeUrl && (
          <>
            <Divider />
            <Stack gap="xs">
              <Text size="sm">{t.MOBILE_APP_INTRO}</Text>
              <Button
                component="a"
                href={storeUrl}
                target="_blank"
                rel="noreferrer"
                variant="default"
                size="md"
                leftSection={<IconDeviceMobile size={18} />}
              >
                {t.GET_THE_MOBILE_APP}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Modal>
  );
}

function StepIcon({ icon }: { icon: ReactNode }) {
  return (
    <ThemeIcon variant="light" size={28} radius="xl" aria-hidden>
      {icon}
    </ThemeIcon>
  );
}
