import { useEffect, useState } from 'react';
import { alertPermission, type AlertPermission } from './new-order-alerts';

/**
 * What the browser allows, kept current: a choice made in the site's settings while the page is
 * open reaches it through the Permissions API where there is one, or on returning to the tab.
 */
export function useAlertPermission(): [AlertPermission, (next: AlertPermission) => void] {
  const [permission, setPermission] = useState(alertPermission);
  useEffect(() => {
    const reread = () => setPermission(alertPermission());
    window.addEventListener('focus', reread);
    let status: PermissionStatus | null = null;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found;
        found.addEventListener('change', reread);
      })
      .catch(() => undefined);
    return () => {
      window.removeEventListener('focus', reread);
      status?.removeEventListener('change', reread);
    };
  }, []);
  return [permission, setPermission];
}
