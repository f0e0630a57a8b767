import { catalog } from '../../../shared/catalog'
import { resetEmailEn } from './reset-email-texts/en'
import type { PayloadRequest } from 'payload'
import { emailLanguage, interpolate, renderEmailHTML, textsIn } from '../../email/server'

const texts = catalog(
  resetEmailEn,
  import.meta.glob('./reset-email-texts/*.json', { eager: true, import: 'default' }),
)

/** Tells a user an admin reset their second factor, in the user's language (else the request's). */
export async function sendResetEmail(req: PayloadRequest, user: Record<string, unknown>) {
  const to = String(user.email)
  const language = emailLanguage(req, user)
  const t = textsIn(texts, language)
  const host = new URL(req.payload.config.serverURL).host
  const html = renderEmailHTML({
    language,
    title: t.resetSubject,
    blocks: [
      { paragraph: interpolate(t.resetIntro, { email: to, host }) },
      { paragraph: t.resetNext },
    ],
  })
  await req.payload.sendEmail({ to, subject: t.resetSubject, html })
}
