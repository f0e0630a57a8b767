import type { TFunction } from '../../../admin/extend/i18n'
import { notify } from '../../../admin/extend/ui'

/** Copies `text` to the clipboard and says whether it worked (no permission, no secure context). */
export async function copyWithNotice(text: string, t: TFunction): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    notify.success(t('api-keys:copied'))
  } catch {
    notify.error(t('api-keys:copyFailed'))
  }
}
