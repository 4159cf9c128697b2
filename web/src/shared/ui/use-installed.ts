import { useMediaQuery } from '@mantine/hooks';

const STANDALONE = '(display-mode: standalone)';

/** Whether the app runs installed, in its own window: then there is nothing left to install. */
export function useInstalled() {
  const standalone = useMediaQuery(STANDALONE, false, { getInitialValueInEffect: false });
  // iOS Safari's home-screen apps say so here rather than through display-mode in older versions.
  const iosHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || iosHomeScreen;
}
