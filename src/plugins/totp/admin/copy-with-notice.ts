import type { TFunction } from '../../../admin/extend/i18n'
import { notify } from '../../../admin/extend/ui'
import { copyText } from './text-file'

/** Copies `text` and says whether it worked. */
export async function copyWithNotice(text: string, t: TFunction): Promise<void> {
  if (await copyText(text)) notify.success(t('totp:copied'))
  else notify.error(t('totp:copyFailed'))
}
