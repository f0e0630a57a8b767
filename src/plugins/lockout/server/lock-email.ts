import type { PayloadRequest } from 'payload'
import type { LockReason } from '../shared'
import { intlLocale } from '../../../shared/catalog'
import {
  emailLanguage,
  interpolate,
  pluralText,
  renderEmailHTML,
  textsIn,
} from '../../email/server'
import { lockEmailTexts } from './lock-email-texts'

/**
 * Tells a user their account was locked, naming the reason (`tooManyAttempts`, `lockedByAdmin`;
 * docs/behaviour.md §3), in the user's language (else the request's) like every Folio email. Delivery goes through the email
 * plugin's adapter (SMTP or the outbox).
 */
export async function sendLockEmail(args: {
  req: PayloadRequest
  user: Record<string, unknown>
  reason: LockReason
  lockTimeMs: number
}): Promise<void> {
  const { req, user, reason, lockTimeMs } = args
  const to = String(user.email)
  const language = emailLanguage(req, user)
  const t = textsIn(lockEmailTexts, language)
  const host = new URL(req.payload.config.serverURL).host
  const reasonText =
    reason === 'tooManyAttempts' ? t.lockReasonTooManyAttempts : t.lockReasonLockedByAdmin
  const minutes = Math.round(lockTimeMs / 60_000)
  const next =
    reason === 'tooManyAttempts'
      ? interpolate(pluralText(t, 'lockTooManyAttemptsNext', language, minutes), {
          count: new Intl.NumberFormat(intlLocale(language)).format(minutes),
        })
      : t.lockLockedByAdminNext
  const html = renderEmailHTML({
    language,
    title: t.lockSubject,
    blocks: [
      { paragraph: interpolate(t.lockIntro, { email: to, host }) },
      { paragraph: interpolate(t.lockReason, { reason: reasonText, code: reason }) },
      { paragraph: next },
    ],
  })
  await req.payload.sendEmail({ to, subject: t.lockSubject, html })
}
