/** How long a copy button says "Copied". */
export const COPIED_MS = 2000;

/**
 * Puts `text` on the clipboard. Where the browser refuses (no permission, a page not served
 * over https, an old browser), selects what `shown` shows instead, so the visitor can copy it
 * with the keyboard. Resolves to whether the text is on the clipboard.
 */
export async function copyOrSelect(text: string, shown: Node): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const range = document.createRange();
    range.selectNodeContents(shown);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return false;
  }
}
