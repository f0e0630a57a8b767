import type { PayloadRequest } from 'payload'
import { emailLanguage, interpolate, renderEmailHTML, type EmailTexts } from '../../email/server'

const en = {
  resetSubject: 'Your two-factor sign-in was reset',
  resetIntro: 'An administrator reset the two-factor sign-in of your account {email} on {host}.',
  resetNext:
    'All your sessions have been ended and no browser is trusted any more. At your next sign-in you can set up your authenticator app again.',
} as const

const texts: EmailTexts<typeof en> = {
  en,
  de: {
    resetSubject: 'Ihre Zwei-Faktor-Anmeldung wurde zurückgesetzt',
    resetIntro:
      'Ein Administrator hat die Zwei-Faktor-Anmeldung Ihres Kontos {email} auf {host} zurückgesetzt.',
    resetNext:
      'Alle Ihre Sitzungen wurden beendet, und kein Browser gilt mehr als vertrauenswürdig. Bei Ihrer nächsten Anmeldung können Sie Ihre Authenticator-App neu einrichten.',
  },
}

/** Tells a user an admin reset their second factor, in the user's language (else the request's). */
export async function sendResetEmail(req: PayloadRequest, user: Record<string, unknown>) {
  const to = String(user.email)
  const language = emailLanguage(req, user)
  const t = texts[language]
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
