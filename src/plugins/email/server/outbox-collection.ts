import type { Access, CollectionConfig } from 'payload'
import { OUTBOX_SLUG } from '../shared'

export interface OutboxCollectionOptions {
  /** Who reads and deletes stored messages. */
  canManage: (user: unknown) => boolean
  /** Hidden from the admin when mail goes out over SMTP (the table stays, so the schema does not depend on the environment). */
  isHidden: boolean
  /** Whether stored messages keep working link tokens (the description says so either way). */
  shouldKeepLinks: boolean
  group?: NonNullable<CollectionConfig['admin']>['group']
}

const nobody: Access = () => false

const DESCRIPTION_WITH_LINKS = {
  en: 'Email is not sent while no SMTP server is configured (SMTP_URL); every message is kept here instead, with working links (FOLIO_OUTBOX_KEEP_LINKS).',
  de: 'Solange kein SMTP-Server eingerichtet ist (SMTP_URL), wird keine E-Mail versandt; jede Nachricht liegt stattdessen hier, mit gültigen Links (FOLIO_OUTBOX_KEEP_LINKS).',
}

const DESCRIPTION_TOKENS_HIDDEN = {
  en: 'Email is not sent while no SMTP server is configured (SMTP_URL); every message is kept here instead, with the tokens of its links hidden.',
  de: 'Solange kein SMTP-Server eingerichtet ist (SMTP_URL), wird keine E-Mail versandt; jede Nachricht liegt stattdessen hier, die Tokens ihrer Links verborgen.',
}

/** Every message sent without an SMTP server. Only the outbox adapter writes it (Local API); REST only reads and deletes. */
export function outboxCollection(options: OutboxCollectionOptions): CollectionConfig {
  const canManage: Access = ({ req }) => options.canManage(req.user)
  return {
    slug: OUTBOX_SLUG,
    labels: {
      singular: { en: 'Message', de: 'Nachricht' },
      plural: { en: 'Outbox', de: 'Postausgang' },
    },
    admin: {
      useAsTitle: 'subject',
      group: options.group,
      defaultColumns: ['subject', 'to', 'sentAt'],
      description: options.shouldKeepLinks ? DESCRIPTION_WITH_LINKS : DESCRIPTION_TOKENS_HIDDEN,
      hidden: ({ user }) => options.isHidden || !options.canManage(user),
      // Messages are not content: rich text neither links nor embeds them (reset links inside).
      enableRichTextRelationship: false,
    },
    defaultSort: '-sentAt',
    lockDocuments: false,
    access: { read: canManage, delete: canManage, create: nobody, update: nobody },
    fields: [
      {
        name: 'to',
        type: 'text',
        required: true,
        label: { en: 'To', de: 'An' },
        admin: { readOnly: true },
      },
      {
        name: 'subject',
        type: 'text',
        label: { en: 'Subject', de: 'Betreff' },
        admin: { readOnly: true },
      },
      {
        name: 'sentAt',
        type: 'date',
        required: true,
        index: true,
        label: { en: 'Sent', de: 'Gesendet' },
        admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'text',
        type: 'textarea',
        label: { en: 'Text', de: 'Text' },
        admin: { readOnly: true },
      },
      {
        name: 'html',
        type: 'code',
        label: { en: 'HTML', de: 'HTML' },
        admin: { readOnly: true, language: 'html' },
      },
    ],
  }
}
