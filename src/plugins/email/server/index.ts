import type { CollectionConfig, Plugin } from 'payload'
import { hideStoredTokens } from './hide-stored-tokens'
import { outboxAdapter, type OutboxOptions } from './outbox-adapter'
import { outboxCollection } from './outbox-collection'
import { resetPasswordEmail } from './reset-password-email'
import { parseSender } from './sender'
import { smtpAdapter } from './smtp-adapter'
import { folioPlugin } from '../../../server/kit/folio-plugin'

export interface EmailPluginOptions {
  /** `SMTP_URL`: deliver through this server; absent, messages go to the outbox collection. */
  smtpURL?: string
  /** `EMAIL_FROM`: `Name <address>` or an address; absent, `Folio <folio@{server host}>`. */
  from?: string
  /** Who reads and deletes the outbox (admins). */
  canManageOutbox: (user: unknown) => boolean
  /** The outbox's group in the admin navigation. */
  outboxGroup?: NonNullable<CollectionConfig['admin']>['group']
  /**
   * The outbox (no `smtpURL`): `shouldKeepLinks` stores messages with working link tokens (default
   * false: `token=[hidden]`), `shouldLogLinks` prints full links to the log (default false; for
   * development), `isProduction` warns at start that email is not sent.
   */
  outbox?: Partial<OutboxOptions>
}

const DEFAULT_RESET_EXPIRATION_MS = 60 * 60 * 1000

/** Payload's forgot-password email, translated, unless the collection writes its own. */
function withResetEmail(collection: CollectionConfig): CollectionConfig {
  if (!collection.auth) return collection
  const auth = collection.auth === true ? {} : collection.auth
  const forgotPassword = auth.forgotPassword ?? {}
  const generated = resetPasswordEmail(forgotPassword.expiration ?? DEFAULT_RESET_EXPIRATION_MS)
  return {
    ...collection,
    auth: {
      ...auth,
      forgotPassword: {
        ...forgotPassword,
        generateEmailSubject: forgotPassword.generateEmailSubject ?? generated.generateEmailSubject,
        generateEmailHTML: forgotPassword.generateEmailHTML ?? generated.generateEmailHTML,
      },
    },
  }
}

function outboxOptions(outbox: EmailPluginOptions['outbox']): OutboxOptions {
  return {
    shouldKeepLinks: outbox?.shouldKeepLinks ?? false,
    shouldLogLinks: outbox?.shouldLogLinks ?? false,
    isProduction: outbox?.isProduction ?? false,
  }
}

/**
 * Email for Folio: delivery over SMTP with `SMTP_URL`, else the outbox (stored messages with their
 * link tokens hidden, links in the log only in development); Payload's own emails (forgot
 * password) in the reader's language with absolute links.
 */
export const emailPlugin = (options: EmailPluginOptions): Plugin =>
  folioPlugin({ name: 'email' }, (config) => {
    if (!config.serverURL) throw new Error('The email plugin needs serverURL for absolute links.')
    const sender = parseSender(options.from, config.serverURL)
    const userSlug = config.admin?.user ?? 'users'
    const outboxSettings = outboxOptions(options.outbox)
    const outbox = outboxCollection({
      canManage: options.canManageOutbox,
      isHidden: Boolean(options.smtpURL),
      shouldKeepLinks: outboxSettings.shouldKeepLinks,
      group: options.outboxGroup,
    })
    return {
      ...config,
      email: options.smtpURL
        ? smtpAdapter({ url: options.smtpURL, sender })
        : outboxAdapter(sender, outboxSettings),
      collections: [
        ...(config.collections ?? []).map((c) => (c.slug === userSlug ? withResetEmail(c) : c)),
        outbox,
      ],
      onInit: async (payload) => {
        await config.onInit?.(payload)
        if (!outboxSettings.shouldKeepLinks) await hideStoredTokens(payload)
      },
    }
  })

// What plugins that send email use: the recipient's language, its strings, and the one HTML layout.
export { emailLanguage, emailStrings, USER_LANGUAGE_FIELD } from './email-language'
export { renderEmailHTML } from './render-email'
export {
  interpolate,
  isEmailLanguage,
  type EmailLanguage,
  pluralText,
  textsIn,
  type EmailStrings,
} from '../translations'
