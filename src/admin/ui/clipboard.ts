import { notify } from './toast'

/** Copies `text` to the clipboard; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Copies `text` and says in a toast whether it worked. */
export async function copyWithNotice(
  text: string,
  messages: { copied: string; failed: string },
): Promise<void> {
  if (await copyText(text)) notify.success(messages.copied)
  else notify.error(messages.failed)
}
