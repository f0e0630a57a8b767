import type { PayloadRequest } from 'payload'
import { emailTranslations, isEmailLanguage, type EmailLanguage, type EmailStrings } from '../translations'

/**
 * The language of a message: the request's (the `folio-lng` cookie, else Accept-Language, as
 * Payload decides it), else Payload's fallback language, else English, whichever Folio writes
 * email in first.
 */
export function emailLanguage(req: PayloadRequest | undefined): EmailLanguage {
  const requested = req?.i18n?.language
  if (isEmailLanguage(requested)) return requested
  const fallback = req?.payload.config.i18n.fallbackLanguage
  return isEmailLanguage(fallback) ? fallback : 'en'
}

export function emailStrings(language: EmailLanguage): EmailStrings {
  return emailTranslations[language]
}
