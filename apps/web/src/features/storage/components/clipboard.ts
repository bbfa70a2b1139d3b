/**
 * Copies text. The Clipboard API needs a secure context; a school serving Woodshed over plain http on its
 * own network does not have one, so the old selection-and-copy route is tried as well.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy refused');
  } finally {
    textarea.remove();
  }
}
