import type { PayloadRequest } from 'payload'
import {
  emailTranslations,
  isEmailLanguage,
  type EmailLanguage,
  textsIn,
  type EmailStrings,
} from '../translations'

/** The field of a user that keeps the language they chose in the admin (the account page). */
export const USER_LANGUAGE_FIELD = 'language'

/**
 * The language of a message: the recipient's own (the user's `language`, kept from the account
 * page or the invitation) when Folio writes email in it, else the request's (the `folio-lng`
 * cookie, else Accept-Language, as Payload decides it), else Payload's fallback language, else
 * English.
 */
export function emailLanguage(
  req: PayloadRequest | undefined,
  recipient?: Record<string, unknown> | null,
): EmailLanguage {
  const own = recipient?.[USER_LANGUAGE_FIELD]
  if (isEmailLanguage(own)) return own
  const requested = req?.i18n?.language
  if (isEmailLanguage(requested)) return requested
  const fallback = req?.payload.config.i18n.fallbackLanguage
  return isEmailLanguage(fallback) ? fallback : 'en'
}

export function emailStrings(language: EmailLanguage): EmailStrings {
  return textsIn(emailTranslations, language)
}
