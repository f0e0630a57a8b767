import type { Config } from 'payload'
import { withFolioMessages } from '../../../server/kit/translations'
import { invitationMessages } from '../shared/messages'

export const invitationTranslations = (i18n: Config['i18n']) =>
  withFolioMessages(i18n, invitationMessages)
