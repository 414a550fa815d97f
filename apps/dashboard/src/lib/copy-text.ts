/**
 * Puts text on the clipboard. The Clipboard API needs a secure context and the page's focus; an
 * older browser, or one that refuses, still copies a selected text through execCommand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const box = document.createElement('textarea');
    box.value = text;
    box.setAttribute('readonly', '');
    box.style.position = 'fixed';
    box.style.opacity = '0';
    document.body.append(box);
    box.select();
    try {
      return document.execCommand('copy');
    } finally {
      box.remove();
    }
  }
}
