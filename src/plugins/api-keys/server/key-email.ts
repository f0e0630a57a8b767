import type { PayloadRequest } from 'payload'
import { adminHref, adminPaths } from '../../../shared/routes'
import { emailLanguage, interpolate, renderEmailHTML, type EmailTexts } from '../../email/server'

const en = {
  createdSubject: 'An API key was created for your account',
  rotatedSubject: 'The API key of your account was replaced',
  createdIntro: 'An API key was created for your account {email} on {host} on {time}.',
  rotatedIntro:
    'The API key of your account {email} on {host} was replaced by a new one on {time}. The previous key no longer works.',
  byAdmin: 'An administrator ({admin}) did this.',
  whatItDoes:
    'Scripts and apps that send this key act as you, with your role, until it is revoked. The key itself is never sent by email.',
  notYou:
    'If you did not expect this, revoke the key on your account page and tell an administrator:',
} as const

const texts: EmailTexts<typeof en> = {
  en,
  de: {
    createdSubject: 'Für Ihr Konto wurde ein API-Schlüssel erstellt',
    rotatedSubject: 'Der API-Schlüssel Ihres Kontos wurde ersetzt',
    createdIntro: 'Für Ihr Konto {email} auf {host} wurde am {time} ein API-Schlüssel erstellt.',
    rotatedIntro:
      'Der API-Schlüssel Ihres Kontos {email} auf {host} wurde am {time} durch einen neuen ersetzt. Der bisherige Schlüssel funktioniert nicht mehr.',
    byAdmin: 'Das hat ein Administrator ({admin}) getan.',
    whatItDoes:
      'Skripte und Apps, die diesen Schlüssel senden, handeln als Sie, mit Ihrer Rolle, bis er widerrufen wird. Der Schlüssel selbst wird nie per E-Mail gesendet.',
    notYou:
      'Falls Sie das nicht erwartet haben, widerrufen Sie den Schlüssel auf Ihrer Kontoseite und informieren Sie einen Administrator:',
  },
}

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
  const t = texts[language]
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
