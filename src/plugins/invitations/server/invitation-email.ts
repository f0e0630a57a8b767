import type { PayloadRequest } from 'payload'
import { adminHref } from '../../../shared/routes'
import { interpolate, renderEmailHTML, textsIn, type EmailLanguage } from '../../email/server'
import { invitationEmailTexts } from './invitation-email-texts'

export interface InvitationEmail {
  req: PayloadRequest
  to: string
  /** The invitee's language, chosen by the inviter. */
  language: EmailLanguage
  /** The accept view's path under the admin route; the token is added as `?token=`. */
  acceptPath: string
  token: string
  expiresAt: Date
  /** The role's label in the invitee's language. */
  role: string
  /** Who invited, as the invitee would recognise them (name or email); absent when unknown. */
  inviter?: string
}

/**
 * The invitation (docs/behaviour.md §2 'Accept-invitation form'): who invites, to which site, as what, the
 * absolute single-use link `{serverURL}{admin}{acceptPath}?token=…` and until when it works, in
 * the invitee's language. Delivery goes through the email plugin's adapter (SMTP or the outbox).
 */
export async function sendInvitationEmail(args: InvitationEmail): Promise<void> {
  const { req, language } = args
  const t = textsIn(invitationEmailTexts, language)
  const { serverURL, routes } = req.payload.config
  const host = new URL(serverURL).host
  const link = serverURL + adminHref(routes.admin, args.acceptPath, { token: args.token })
  const date = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(args.expiresAt)
  const subject = interpolate(t.inviteSubject, { host })
  const intro = args.inviter
    ? interpolate(t.inviteIntro, { inviter: args.inviter, host, role: args.role })
    : interpolate(t.inviteIntroNoInviter, { host, role: args.role })
  const html = renderEmailHTML({
    language,
    title: subject,
    blocks: [
      { paragraph: intro },
      { link },
      { paragraph: interpolate(t.inviteValidity, { date }) },
      { paragraph: t.inviteIgnore },
    ],
  })
  await req.payload.sendEmail({ to: args.to, subject, html })
}
