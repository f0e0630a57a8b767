import { catalog } from '../../../shared/catalog'
import { providerChangeEmailEn } from './provider-change-email-texts/en'
import type { PayloadRequest } from 'payload'
import { emailLanguage, interpolate, renderEmailHTML, textsIn } from '../../email/server'

const texts = catalog(
  providerChangeEmailEn,
  import.meta.glob('./provider-change-email-texts/*.json', { eager: true, import: 'default' }),
)

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
  const t = textsIn(texts, language)
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
