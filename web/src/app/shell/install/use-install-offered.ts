import { publicConfigOrNull } from '../../../shared/util/public-config';
import { isSecureContext } from '../../../shared/util/secure-context';
import { useInstalled } from './use-installed';

/**
 * Whether the top bar and the user menu offer the install dialog: not once the app runs installed, and on a
 * page that cannot install it (plain HTTP, not a secure context) only for the store app, when there is one.
 */
export function useInstallOffered() {
  const installed = useInstalled();
  return !installed && (isSecureContext() || Boolean(publicConfigOrNull()?.mobile_app_url));
}
