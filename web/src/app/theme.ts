import {
  createTheme,
  type DrawerProps,
  type LoaderProps,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

import { BREAKPOINTS } from '../shared/util/breakpoints';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: {
    xs: BREAKPOINTS.xs,
    sm: BREAKPOINTS.sm,
    md: BREAKPOINTS.md,
    lg: BREAKPOINTS.lg,
    xl: BREAKPOINTS.xl,
  },
  // Brighter blues on dark backgrounds keep text contrast above WCAG AA.
  primaryShade: { light: 8, dark: 8 },
  components: {
    // Icon-only close buttons need a name for screen readers. Plain objects, not Modal.extend():
    // importing Modal here would put it (with its focus trap, scroll area and scroll lock) in the
    // first load.
    // A dialog's or a drawer's Close is 44 px, a finger's size (issue 44), not Mantine's 28. A dialog that
    // passes closeButtonProps of its own replaces these whole (props are not merged): give it size 'xl' too.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close', size: 'xl' } } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close', size: 'xl' },
      } satisfies Partial<DrawerProps>,
    },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<NotificationProps>,
    },
    // A spinner is a status: its name ('Loading notification settings') is allowed there, while on Mantine's
    // plain span an aria-label is prohibited (axe's aria-prohibited-attr, met on the settings page).
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
  },
});
