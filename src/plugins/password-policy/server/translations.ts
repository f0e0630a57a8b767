import type { Config } from 'payload'
import { withFolioMessages } from '../../../server/kit/translations'
import { passwordMessages } from '../../../shared/password-messages'

/** The plugin's messages under Payload's `folio` namespace for every language the server speaks. */
export const passwordTranslations = (i18n: Config['i18n']) =>
  withFolioMessages(i18n, passwordMessages)
