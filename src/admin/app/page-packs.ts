import { everyPluginStringPack } from '../host/strings'
import { passwordStringPack } from '../forms/new-password/strings/pack'
import type { StringPack } from '../i18n/load'

/**
 * The string packs a page from the server carries beside Payload's and Folio's strings: the core's
 * own (the new-password field's) and every admin plugin's, so that no screen downloads strings.
 */
export function everyPageStringPack(): StringPack[] {
  return [passwordStringPack, ...everyPluginStringPack()]
}
