/**
 * The Copy button of the recovery codes (issue 35): writes the codes, one a line, to the clipboard and
 * says in the status line whether it worked; when the browser refuses (no permission, an old browser),
 * it says to select and copy them by hand. The words come from the button's data attributes, so the
 * page's language is the message's.
 */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

export async function copyRecoveryCodes(
  button: HTMLElement,
  status: HTMLElement | null,
  clipboard: ClipboardLike | undefined,
): Promise<boolean> {
  const codes = button.dataset.copyCodes ?? '';
  let copied = false;
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(codes);
    copied = true;
  } catch {
    copied = false;
  }
  if (status) {
    status.textContent = (copied ? button.dataset.copied : button.dataset.copyFailed) ?? '';
    status.classList.toggle('text-green-800', copied);
    status.classList.toggle('text-red-700', !copied);
  }
  return copied;
}
