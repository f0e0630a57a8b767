import type { Field, RichTextAdapterProvider } from 'payload'
import type { RichTextValue } from '../../../shared/rich-text'
import { folioRichTextEditor } from './adapter'

/**
 * A rich-text field's own editor settings, in the shape of Payload's Slate editor's `admin`
 * options: extra fields a link carries, and extra fields per upload collection.
 */
export interface FolioRichTextOptions {
  admin?: {
    link?: { fields?: Field[] }
    upload?: { collections?: Record<string, { fields?: Field[] }> }
  }
}

/** The extra fields as a field's `custom.folioRichTextFields` carries them to the client config. */
export interface RichTextExtraFields {
  link: Field[]
  upload: Record<string, Field[]>
}

const optionsByProvider = new WeakMap<object, FolioRichTextOptions>()

/** Folio's editor for one field, with options: `editor: folioRichText({ admin: { link: { fields } } })`. */
export function folioRichText(
  options: FolioRichTextOptions = {},
): RichTextAdapterProvider<RichTextValue> {
  const withOptions: RichTextAdapterProvider<RichTextValue> = (args) => folioRichTextEditor(args)
  optionsByProvider.set(withOptions, options)
  return withOptions
}

/** Whether a field's `editor` is Folio's (with or without options): the rich-text kit edits it. */
export function isFolioEditor(editor: unknown): boolean {
  return (
    editor === folioRichTextEditor ||
    (typeof editor === 'function' && optionsByProvider.has(editor))
  )
}

/** The extra fields an editor's options declare; undefined when there are none. */
export function extraFieldsOf(editor: unknown): RichTextExtraFields | undefined {
  const admin = (typeof editor === 'function' ? optionsByProvider.get(editor) : undefined)?.admin
  const upload: Record<string, Field[]> = {}
  for (const [slug, settings] of Object.entries(admin?.upload?.collections ?? {}))
    if (settings.fields?.length) upload[slug] = settings.fields
  const link = admin?.link?.fields ?? []
  return link.length > 0 || Object.keys(upload).length > 0 ? { link, upload } : undefined
}
