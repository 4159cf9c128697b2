import { Code, Drawer, Stack, Table, Text } from '@mantine/core';
import { useAuth } from '../../shared/data/auth-context';
import { publicConfigOrNull } from '../../shared/util/public-config';
import { useMe } from '../../shared/data/users/get-me';

/** The debug panel's facts for bug reports. */
export function DebugDrawer({ onClose }: { onClose: () => void }) {
  const { oidcUser } = useAuth();
  const { data: me } = useMe();
  const rows: [string, string][] = [
    ['App version', __APP_VERSION__],
    ['Commit', __SOURCE_COMMIT__],
    ['User id', me?.id ?? '(not signed in)'],
    ['Identity', oidcUser?.profile.sub ?? '-'],
    ['Token expires in', oidcUser?.expires_in !== undefined ? `${oidcUser.expires_in} s` : '-'],
    ['Issuer', publicConfigOrNull()?.oidc.authority ?? '-'],
    ['Screen', `${window.innerWidth}×${window.innerHeight} @${window.devicePixelRatio}x`],
    ['Standalone', String(window.matchMedia('(display-mode: standalone)').matches)],
    ['User agent', navigator.userAgent],
  ];
  return (
    <Drawer opened onClose={onClose} title="Debug panel" position="right" size="md">
      <Stack>
        <Table>
          <Table.Tbody>
            {rows.map(([k, v]) => (
              <Table.Tr key={k}>
                <Table.Th>{k}</Table.Th>
                <Table.Td>
                  <Code>{v}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          Press Ctrl+Shift+D to close.
        </Text>
      </Stack>
    </Drawer>
  );
}
