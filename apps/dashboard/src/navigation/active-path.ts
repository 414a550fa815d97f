/**
 * `/` shows the dashboard, so the home entry is active there too; an address under an entry's
 * (an offer open over the list, `/offers/:id`) keeps the entry active.
 */
export function isActivePath(current: string, href: string): boolean {
  const path = current.replace(/\/+$/, '') || '/';
  if (href === '/dashboard') return path === '/dashboard' || path === '/';
  return path === href || path.startsWith(`${href}/`);
}
