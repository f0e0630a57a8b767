import { APIError, type PayloadRequest } from 'payload'
import { adminHref, adminPaths } from '../../../shared/routes'
import { intlLocale } from '../../../shared/catalog'
import { interpolate, pluralText, type EmailStrings } from '../translations'
import { emailLanguage, emailStrings } from './email-language'
import { renderEmailHTML } from './render-email'

type ForgotPasswordArgs = { req?: PayloadRequest; token?: string; user?: Record<string, unknown> }

const HOUR_MS = 60 * 60 * 1000

/** `{serverURL}{admin}/reset?token={token}` (docs/behaviour.md §2: the reset view takes query parameter token): absolute, on the configured public origin, never the request's Host. */
function resetLink(req: PayloadRequest, token: string): string {
  const { serverURL, routes } = req.payload.config
  return serverURL + adminHref(routes.admin, adminPaths.resetPassword, { token })
}

/** 'The link is valid for 1 hour.', in the language's plural form and number format. */
function validityText(t: EmailStrings, language: string, expirationMs: number): string {
  const hours = expirationMs / HOUR_MS
  const count = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(
    hours,
  )
  return interpolate(pluralText(t, 'resetValidity', language, hours), { count })
}

/**
 * Payload's forgot-password email in the reader's language (the user's own, else the request's): the subject, the absolute reset link and how many hours it is valid
 * (`auth.forgotPassword.expiration`, default 1 hour).
 */
export function resetPasswordEmail(expirationMs: number) {
  return {
    generateEmailSubject: (args?: ForgotPasswordArgs): string =>
      emailStrings(emailLanguage(args?.req, args?.user)).resetSubject,
    generateEmailHTML: (args?: ForgotPasswordArgs): string => {
      if (!args?.req || !args.token)
        throw new APIError('The reset email needs the request and the token.', 500)
      const language = emailLanguage(args.req, args.user)
      const t = emailStrings(language)
      const host = new URL(args.req.payload.config.serverURL).host
      return renderEmailHTML({
        language,
        title: t.resetSubject,
        blocks: [
          { paragraph: interpolate(t.resetIntro, { host }) },
          { link: resetLink(args.req, args.token) },
          { paragraph: validityText(t, language, expirationMs) },
          { paragraph: t.resetIgnore },
        ],
      })
    },
  }
}
