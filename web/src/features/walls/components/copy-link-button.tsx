import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';

/** Copies a link to the clipboard and says so for two seconds. */
export function CopyLinkButton({ url }: { url: string }) {
  return (
    <CopyButton value={url} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip
          label={copied ? 'Copied' : 'Copy link'}
          withArrow
          position="left"
          opened={copied || undefined}
        >
          <ActionIcon
            size={42}
            radius="xl"
            variant="white"
            color={copied ? 'teal' : 'dark'}
            aria-label={copied ? 'Copied' : 'Copy link'}
            onClick={copy}
          >
            {copied ? <IconCheck size={20} aria-hidden /> : <IconLink size={20} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
