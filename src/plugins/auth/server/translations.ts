import type { Config } from 'payload'
import { folioMessage, withFolioMessages } from '../../../server/kit/translations'

/** The server's messages (docs/behaviour.md §8 'Translated messages'); German in German, others in English. */
export const messages = {
  en: {
    accountLocked: 'This account is locked.',
    localPasswordOnly: 'Password changes are only possible for local identity provider.',
    currentPasswordRequired: 'Enter your current password to change your email address.',
    currentPasswordIncorrect: 'The current password is incorrect.',
    adminSetsPasswordsOff:
      "Administrators cannot set other users' passwords. Send the user a password reset link instead.",
    resetNeedsPassword:
      'This user has not accepted their invitation yet. Send a new invitation instead.',
    resetRecentlySent:
      'A reset link was sent to this user moments ago. Please wait a little, then try again.',
    resetEmailFailed: 'The reset email could not be sent. Please try again later.',
    resetLinkSent: 'A password reset link was sent to {{email}}.',
  },
  de: {
    accountLocked: 'Dieses Konto ist gesperrt.',
    localPasswordOnly: 'Passwortänderungen sind nur für den lokalen Identitätsanbieter möglich.',
    currentPasswordRequired:
      'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
    currentPasswordIncorrect: 'Das aktuelle Passwort ist falsch.',
    adminSetsPasswordsOff:
      'Administratoren können die Passwörter anderer Benutzer nicht festlegen. Senden Sie dem Benutzer stattdessen einen Link zum Zurücksetzen des Passworts.',
    resetNeedsPassword:
      'Dieser Benutzer hat seine Einladung noch nicht angenommen. Senden Sie stattdessen eine neue Einladung.',
    resetRecentlySent:
      'Diesem Benutzer wurde gerade erst ein Link gesendet. Bitte warten Sie kurz und versuchen Sie es dann erneut.',
    resetEmailFailed:
      'Die E-Mail zum Zurücksetzen konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    resetLinkSent: 'Ein Link zum Zurücksetzen des Passworts wurde an {{email}} gesendet.',
  },
} as const

/** Adds the plugin's messages to Payload's `folio` namespace for every language the server speaks. */
export const authTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, messages)

/** Answers with one of the plugin's messages, in the request's language. */
export const authMessage = folioMessage(messages)
