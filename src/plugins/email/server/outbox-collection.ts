import type { Access, CollectionConfig } from 'payload'
import { OUTBOX_SLUG } from '../shared'
import { label } from './labels'

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

const DESCRIPTION_WITH_LINKS = label('outboxDescriptionWithLinks')

const DESCRIPTION_TOKENS_HIDDEN = label('outboxDescriptionTokensHidden')

/** Every message sent without an SMTP server. Only the outbox adapter writes it (Local API); REST only reads and deletes. */
export function outboxCollection(options: OutboxCollectionOptions): CollectionConfig {
  const canManage: Access = ({ req }) => options.canManage(req.user)
  return {
    slug: OUTBOX_SLUG,
    labels: {
      singular: label('message'),
      plural: label('outbox'),
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
        label: label('to'),
        admin: { readOnly: true },
      },
      {
        name: 'subject',
        type: 'text',
        label: label('subject'),
        admin: { readOnly: true },
      },
      {
        name: 'sentAt',
        type: 'date',
        required: true,
        index: true,
        label: label('sent'),
        admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'text',
        type: 'textarea',
        label: label('text'),
        admin: { readOnly: true },
      },
      {
        name: 'html',
        type: 'code',
        label: label('html'),
        admin: { readOnly: true, language: 'html' },
      },
    ],
  }
}
