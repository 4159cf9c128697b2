import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { switchThemeLabel } from '@spraybook/contract/plain';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    // A native hint rather than Mantine's Tooltip, which would put floating-ui in the first load.
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={switchThemeLabel(next)}
      title={switchThemeLabel(next)}
      onClick={() => setColorScheme(next)}
    >
      {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
