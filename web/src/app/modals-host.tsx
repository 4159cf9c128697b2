import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { overlayHosts } from '../shared/ui/overlays';

/** Mantine's modals manager, loaded with the first dialog (see lib/overlays). */
export function ModalsHost() {
  // A child's effects run first, so ModalsProvider already listens for modals' events here.
  useEffect(() => overlayHosts.modalsMounted(), []);
  return <ModalsProvider />;
}
