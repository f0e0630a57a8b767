import type { PayloadRequest } from 'payload'
import { emailLanguage, interpolate, renderEmailHTML, type EmailTexts } from '../../email/server'

const en = {
  subject: 'How you sign in has changed',
  intro:
    'An administrator changed how your account {email} signs in on {host}: from {from} to {to}.',
  nextProvider: 'From now on, use the button “Sign in with {to}” on the sign-in page.',
  nextLocal:
    'From now on, sign in with your email and password. If you have no password yet, choose “Forgot password?” on the sign-in page to set one.',
  notYou: 'If you did not expect this, contact your administrator.',
  localName: 'email and password',
} as const

const texts: EmailTexts<typeof en> = {
  en,
  de: {
    subject: 'Ihre Anmeldung hat sich geändert',
    intro:
      'Ein Administrator hat geändert, wie sich Ihr Konto {email} auf {host} anmeldet: von {from} zu {to}.',
    nextProvider:
      'Verwenden Sie ab jetzt auf der Anmeldeseite die Schaltfläche „Mit {to} anmelden“.',
    nextLocal:
      'Melden Sie sich ab jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an. Wenn Sie noch kein Passwort haben, wählen Sie auf der Anmeldeseite „Passwort vergessen?“, um eines festzulegen.',
    notYou: 'Wenn Sie damit nicht gerechnet haben, wenden Sie sich an Ihren Administrator.',
    localName: 'E-Mail und Passwort',
  },
}

/**
 * Tells a user an admin changed their identity provider, naming the old and the new one, in the
 * user's language (else the request's). `nameOf` gives a provider's name; `local` is named here.
 */
export async function sendProviderChangeEmail(
  req: PayloadRequest,
  user: Record<string, unknown>,
  change: { from: string; to: string },
  nameOf: (provider: string) => string,
) {
  const to = String(user.email)
  const language = emailLanguage(req, user)
  const t = texts[language]
  const name = (provider: string) => (provider === 'local' ? t.localName : nameOf(provider))
  const host = new URL(req.payload.config.serverURL).host
  const vars = { email: to, host, from: name(change.from), to: name(change.to) }
  const html = renderEmailHTML({
    language,
    title: t.subject,
    blocks: [
      { paragraph: interpolate(t.intro, vars) },
      { paragraph: interpolate(change.to === 'local' ? t.nextLocal : t.nextProvider, vars) },
      { paragraph: t.notYou },
    ],
  })
  await req.payload.sendEmail({ to, subject: t.subject, html })
}
