import { folioMessage } from '../../../server/kit/translations'

/** The server's messages for locks, in the request's language (German in German, others in English). */
export const lockingMessages = {
  en: {
    documentLocked: 'This document is being edited by another user.',
    targetMissing: 'Name a document (collection and id) or a global.',
  },
  de: {
    documentLocked: 'Dieses Dokument wird gerade von einem anderen Benutzer bearbeitet.',
    targetMissing: 'Nennen Sie ein Dokument (Sammlung und ID) oder ein globales Dokument.',
  },
} as const

/** Answers with one of the plugin's messages, in the request's language. */
export const lockingMessage = folioMessage(lockingMessages)
