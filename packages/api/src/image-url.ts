/**
 * The URL to display an image field (`/api/v1/images/…`): joined to the API host, with any
 * backslash turned into a slash (older records were saved with Windows-style paths).
 * Absolute URLs (e.g. a chat channel's avatar) are returned as they are.
 */
export function imageUrl(baseUrl: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  const normalised = path.replaceAll('\\', '/');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(normalised)) return normalised;
  return `${baseUrl.replace(/\/+$/, '')}/${normalised.replace(/^\/+/, '')}`;
}
