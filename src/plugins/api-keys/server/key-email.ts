import { catalog } from '../../../shared/catalog'
import { keyEmailEn } from './key-email-texts/en'
import type { PayloadRequest } from 'payload'
import { adminHref, adminPaths } from '../../../shared/routes'
import { emailLanguage, interpolate, renderEmailHTML, textsIn } from '../../email/server'

const texts = catalog(
  keyEmailEn,
  import.meta.glob('./key-email-texts/*.json', { eager: true, import: 'default' }),
)

const when = (language: string, at: Date) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(at)

/**
 * Tells the owner that a key was made or replaced for their account, when, and by whom if not
 * by them; never carries the key. In the owner's language.
 */
export async function sendKeyNotice(args: {
  req: PayloadRequest
  owner: Record<string, unknown>
  isRotation: boolean
  at: Date
}): Promise<void> {
  const { req, owner, isRotation, at } = args
  const to = String(owner.email)
  const language = emailLanguage(req, owner)
  const t = textsIn(texts, language)
  const { serverURL, routes } = req.payload.config
  const subject = isRotation ? t.rotatedSubject : t.createdSubject
  const values = { email: to, host: new URL(serverURL).host, time: when(language, at) }
  const actor = req.user as { id?: unknown; email?: unknown } | null
  const isByOther = actor !== null && String(actor.id) !== String(owner.id)
  const html = renderEmailHTML({
    language,
    title: subject,
    blocks: [
      { paragraph: interpolate(isRotation ? t.rotatedIntro : t.createdIntro, values) },
      ...(isByOther ? [{ paragraph: interpolate(t.byAdmin, { admin: String(actor.email) }) }] : []),
      { paragraph: t.whatItDoes },
      { paragraph: t.notYou },
      { link: `${serverURL}${adminHref(routes.admin, adminPaths.account)}` },
    ],
  })
  await req.payload.sendEmail({ to, subject, html })
}
