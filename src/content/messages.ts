import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../server/kit/translations'

/** The content model's own answers (Payload's `folio` namespace); German in German, other languages in English. */
const en = {
  authorLiveDocument:
    'This document is published, and authors do not change what is live: save your changes as a draft (draft=true) for an editor to publish.',
  authorLiveCopy:
    'Authors do not create published documents: create it as a draft (draft=true) for an editor to publish.',
}

const de: Record<keyof typeof en, string> = {
  authorLiveDocument:
    'Dieses Dokument ist veröffentlicht, und Autoren ändern nichts, was live ist: Speichern Sie Ihre Änderungen als Entwurf (draft=true), den eine Redakteurin oder ein Redakteur veröffentlicht.',
  authorLiveCopy:
    'Autoren legen keine veröffentlichten Dokumente an: Legen Sie es als Entwurf (draft=true) an, den eine Redakteurin oder ein Redakteur veröffentlicht.',
}

const contentMessages = { en, de }

export const contentTranslations = (i18n: Config['i18n']) =>
  withFolioMessages(i18n, contentMessages)

export const contentMessage = folioMessage(contentMessages)
