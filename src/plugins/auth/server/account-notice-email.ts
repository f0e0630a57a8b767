import type { PayloadRequest } from 'payload'
import { adminHref, adminPaths } from '../../../shared/routes'
import { emailLanguage, interpolate, renderEmailHTML, textsIn } from '../../email/server'
import { accountNoticeTexts } from './account-notice-texts'

export type AccountChange =
  | { kind: 'passwordChanged' }
  | { kind: 'passwordReset' }
  | { kind: 'emailChanged'; newEmail: string }

function when(language: string, at: Date): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(at)
}

function texts(
  t: Record<keyof typeof accountNoticeTexts.en, string>,
  change: AccountChange,
): { subject: string; intro: string } {
  if (change.kind === 'emailChanged')
    return { subject: t.emailChangedSubject, intro: t.emailChangedIntro }
  return {
    subject: t.passwordChangedSubject,
    intro: change.kind === 'passwordReset' ? t.passwordResetIntro : t.passwordChangedIntro,
  }
}

/**
 * Tells the owner of an account that its password or email address changed (to the old address
 * for an email change), when, and what to do if it was not them: a link to forgot-password. In
 * the recipient's language; never carries a password or token.
 */
export async function sendAccountNoticeEmail(args: {
  req: PayloadRequest
  to: string
  user: Record<string, unknown>
  change: AccountChange
  at?: Date
}): Promise<void> {
  const { req, to, user, change } = args
  const language = emailLanguage(req, user)
  const t = textsIn(accountNoticeTexts, language)
  const { serverURL, routes } = req.payload.config
  const host = new URL(serverURL).host
  const { subject, intro } = texts(t, change)
  const values = {
    host,
    email: to,
    newEmail: change.kind === 'emailChanged' ? change.newEmail : '',
    time: when(language, args.at ?? new Date()),
  }
  const html = renderEmailHTML({
    language,
    title: subject,
    blocks: [
      { paragraph: interpolate(intro, values) },
      {
        paragraph: change.kind === 'emailChanged' ? t.emailChangedNotYou : t.passwordChangedNotYou,
      },
      { link: serverURL + adminHref(routes.admin, adminPaths.forgot) },
    ],
  })
  await req.payload.sendEmail({ to, subject, html })
}
