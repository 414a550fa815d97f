/**
 * Hands a file the app received (a CSV export) to the browser as a download under `name`. The
 * exports go through the API client rather than a plain link, so the bearer token travels and an
 * expired one is refreshed first; this is their last step.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released once it has been taken.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
