/** `/` shows the dashboard, so the home entry is active there too. */
export function isActivePath(current: string, href: string): boolean {
  const path = current.replace(/\/+$/, '') || '/';
  if (href === '/dashboard') return path === '/dashboard' || path === '/';
  return path === href;
}
