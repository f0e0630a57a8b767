import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import { invitationMessages } from '../shared/messages'

export const invitationTranslations = (i18n: Config['i18n']) =>
  withFolioMessages(i18n, invitationMessages)

/** Answers with one of the plugin's messages, in the request's language. */
export const invitationMessage = folioMessage(invitationMessages)
