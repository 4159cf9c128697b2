// The install dialog's words (spec 1 and 2.2), shared by the dialog, its entry points and their tests.
import { TOP_BAR_WORDS } from '@spraybook/contract/plain';

/** The top bar's install button, also drawn by the server's first screen. */
export const INSTALL_THE_APP = TOP_BAR_WORDS.install;
export const INSTALL_DIALOG_TITLE = 'Install Spraybook';
export const INSTALL_INTRO =
  'Installed, Spraybook opens from your home screen in a window of its own, with the whole screen for the wall.';
export const INSTALL = 'Install';
export const IOS_INTRO = 'On an iPhone or iPad, in Safari:';
export const IOS_SHARE = 'Tap Share in the toolbar';
export const IOS_ADD_TO_HOME_SCREEN = 'Choose Add to Home Screen';
export const IOS_ADD = 'Tap Add';
export const OTHER_BROWSERS =
  "Open your browser's menu and choose Install app or Add to Home screen (in Safari on a Mac: File, then Add to Dock).";
export const OTHER_BROWSERS_NONE =
  'Some browsers, such as Firefox on a computer, cannot install apps: open Spraybook in Chrome, Edge or Safari for that.';
export const MOBILE_APP_INTRO = 'Rather have the app from the store?';
export const GET_THE_MOBILE_APP = 'Get the mobile app';
