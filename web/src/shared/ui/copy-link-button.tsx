import { ActionIcon, Badge, CopyButton } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { COPY_LINK } from '@spraybook/contract/plain';

/**
 * Copies a link to the clipboard and says so for two seconds. A native hint and a badge rather
 * than Mantine's Tooltip, which would put floating-ui in the wall page's first load.
 */
export function CopyLinkButton({ url }: { url: string }) {
  return (
    <CopyButton value={url} timeout={2000}>
      {({ copied, copy }) => (
        <div style={{ position: 'relative', flexShrink: 0 }}>
          {copied && (
            // The button's name says it to assistive technology; this is the visible word.
            <Badge
              aria-hidden
              // teal.9 keeps white text above 4.5:1.
              color="teal.9"
              variant="filled"
              size="lg"
              style={{
                position: 'absolute',
                right: 'calc(100% + 8px)',
                top: '50%',
                transform: 'translateY(-50%)',
                textTransform: 'none',
                width: 'max-content',
                overflow: 'visible',
              }}
            >
              Copied
            </Badge>
          )}
          <ActionIcon
            size={42}
            radius="xl"
            variant="white"
            color={copied ? 'teal' : 'dark'}
            aria-label={copied ? 'Copied' : COPY_LINK}
            title={copied ? undefined : COPY_LINK}
            onClick={copy}
          >
            {copied ? <IconCheck size={20} aria-hidden /> : <IconLink size={20} aria-hidden />}
          </ActionIcon>
        </div>
      )}
    </CopyButton>
  );
}
