import type { FieldType } from './field-types'
import type { PasswordPolicy } from './password-policy'

/** A label as Payload allows it statically: a string or a per-language map. */
export type Label = string | Record<string, string>

export interface FieldOption {
  label: Label
  value: string
}

/** What every field has, whatever its type. */
interface FieldBase<T extends FieldType> {
  type: T
  name: string
  label?: Label
  required?: boolean
  localized?: boolean
  /** Only static JSON defaults travel; function defaults stay on the server and apply on save. */
  defaultValue?: string | number | boolean
  /** The name of a registered condition (`src/content/conditions.ts`): the field shows only while it holds. */
  condition?: string
  /** A plugin's field kit for this field (`custom.folioKit`): its input and cell replace the type's; without that plugin, the type's own show. */
  kit?: string
  /**
   * The kit's own settings of this field: `custom[<kit's prefix>]` (the kit name up to its first
   * `-` or `:`, e.g. `custom.video` for `video-select`), JSON-safe; absent when there are none.
   */
  kitConfig?: unknown
  /**
   * The kit that fills this field (`custom.folioFilledBy`): hidden, but saved with the form, since
   * a kit writes it (the video-select field's copies of the chosen video).
   */
  filledBy?: string
  /** A rule only the server can check (unique, or a custom validator): checked through the form-state endpoint. */
  validateOnServer?: boolean
  admin: FieldAdmin
}

/** Admin options; each applies to the types named. */
export interface FieldAdmin {
  description?: Label
  placeholder?: Label
  readOnly?: boolean
  hidden?: boolean
  position?: 'sidebar'
  width?: string
  /** Textarea and JSON/code: visible lines. */
  rows?: number
  /** Number: the step of its arrows. */
  step?: number
  /** Radio: options side by side or stacked. */
  layout?: 'horizontal' | 'vertical'
  /** Date fields: what the picker asks for. */
  pickerAppearance?: 'dayOnly' | 'dayAndTime' | 'timeOnly' | 'monthOnly' | 'default'
  /** Date fields: how a date is shown (date-fns tokens); the config's `admin.dateFormat` otherwise. */
  displayFormat?: string
  /** Code fields: the language to highlight (js, ts, json…). */
  language?: string
  /** Array and blocks: rows start collapsed. */
  initCollapsed?: boolean
  /** Array and blocks: rows can be reordered (default true). */
  isSortable?: boolean
  /** Relationship: editors may create a related document from the field (default true). */
  allowCreate?: boolean
}

/** Text-like values: lengths, and (text only) several values with their count limits. */
interface Lengths {
  minLength?: number
  maxLength?: number
}
interface ManyValues {
  hasMany?: boolean
  /** With hasMany: how many values at least and at most. */
  minRows?: number
  maxRows?: number
}

export interface TextField extends FieldBase<'text'>, Lengths, ManyValues {}
export interface TextareaField extends FieldBase<'textarea'>, Lengths {}
export type EmailField = FieldBase<'email'>
export interface NumberField extends FieldBase<'number'>, ManyValues {
  min?: number
  max?: number
}
export type CheckboxField = FieldBase<'checkbox'>
export interface SelectField extends FieldBase<'select'> {
  options: FieldOption[]
  hasMany?: boolean
}
export interface RadioField extends FieldBase<'radio'> {
  options: FieldOption[]
}
export type DateField = FieldBase<'date'>
export type PointField = FieldBase<'point'>
export type JsonField = FieldBase<'json'>
export type CodeField = FieldBase<'code'>
/** Arrays and blocks: rows with their own fields, and what one row is called ('Item', 'Block' by default). */
interface Rows {
  minRows?: number
  maxRows?: number
  labels?: { singular?: Label; plural?: Label }
}
export interface ArrayField extends FieldBase<'array'>, Rows {
  /** The fields of one row, by path relative to the row, and their layout. */
  fields: ClientField[]
  layout: LayoutNode[]
}
export interface BlocksField extends FieldBase<'blocks'>, Rows {
  /** The kinds of row an editor can add. */
  blocks: ClientBlock[]
}
/** Relationship and upload: the related collection, or several (polymorphic: `{ relationTo, value }`). */
interface Relation extends ManyValues {
  relationTo: string | string[]
}
export interface RelationshipField extends FieldBase<'relationship'>, Relation {}
export interface UploadField extends FieldBase<'upload'>, Relation {}
export interface JoinField extends FieldBase<'join'> {
  /** The collection that points here, the field it points with, and the page size. */
  join: { collection: string; on: string; limit: number }
}
/**
 * Rich text (Slate JSON, `src/shared/rich-text.ts`). The richtext plugin names its
 * editor as the field's kit; without it, the type's own input shows the text read-only.
 */
export interface RichTextField extends FieldBase<'richText'> {
  /** The extra fields a link carries (`fields` of a link node), flat by path. */
  linkFields?: ClientField[]
  /** The extra fields an upload of each collection carries (`fields` of an upload node). */
  uploadFields?: Record<string, ClientField[]>
}
export interface UiField extends FieldBase<'ui'> {
  /** The admin component that renders it (`admin.custom.folioComponent`); without a registered one, nothing shows. */
  component?: string
}

/**
 * The allow-listed, JSON-safe description of one field that the admin renders: a union by `type`,
 * so reading an option a type does not have fails to compile.
 */
export type ClientField =
  | TextField
  | TextareaField
  | EmailField
  | NumberField
  | CheckboxField
  | SelectField
  | RadioField
  | DateField
  | PointField
  | JsonField
  | CodeField
  | ArrayField
  | BlocksField
  | RelationshipField
  | UploadField
  | JoinField
  | RichTextField
  | UiField

/** Arrays and blocks: fields whose value is a list of rows with their own fields. */
export function isRowField(field: ClientField): field is ArrayField | BlocksField {
  return field.type === 'array' || field.type === 'blocks'
}

/** The field of one type (`FieldOf<'select'>`). */
export type FieldOf<T extends FieldType> = Extract<ClientField, { type: T }>

/** One kind of block: its own fields (relative to the row) and layout. */
export interface ClientBlock {
  slug: string
  labels: { singular: Label; plural: Label }
  imageURL?: string
  imageAltText?: string
  fields: ClientField[]
  layout: LayoutNode[]
}

/**
 * How the edit form arranges fields. Data fields are listed flat in `fields` under their path
 * (`seo.title` inside the group `seo`); the layout names them by path and adds the containers.
 */
export type LayoutNode =
  | { kind: 'field'; path: string }
  | { kind: 'row'; children: LayoutNode[] }
  | { kind: 'collapsible'; label?: Label; isInitiallyCollapsed?: boolean; children: LayoutNode[] }
  | { kind: 'group'; path: string; label?: Label; description?: Label; children: LayoutNode[] }
  | {
      kind: 'tabs'
      tabs: { label: Label; path?: string; description?: Label; children: LayoutNode[] }[]
    }

/** What the admin needs of an upload collection's `upload` options (never its storage paths). */
export interface ClientUpload {
  /** Accepted types (`image/*`, `application/pdf`); empty: any. */
  mimeTypes: string[]
  focalPoint: boolean
  crop: boolean
  /** A new document needs a file (`filesRequiredOnCreate`, default true). */
  isFileRequired: boolean
  /** The sizes generated from an image. */
  imageSizes: { name: string; width?: number; height?: number }[]
  /** The largest file the server takes, in bytes; absent: no limit known. */
  maxFileSize?: number
}

export interface ClientCollection {
  slug: string
  labels: { singular: Label; plural: Label }
  isAuth: boolean
  isUpload: boolean
  /** Set on upload collections. */
  upload?: ClientUpload
  hasDrafts: boolean
  hasVersions: boolean
  /** A live preview is configured: the document gets a live-preview tab. */
  hasLivePreview: boolean
  /** Public settings of plugins, by plugin slug (`plugins.locking.duration`); absent when none. */
  plugins?: PluginSettingsOf
  /** Milliseconds between autosaves of drafts; absent when autosave is off. */
  autosaveInterval?: number
  /** False when the leave-without-saving warning is switched off (`custom.folioLeaveWarning: false`); absent otherwise. */
  warnOnLeave?: false
  hasTimestamps: boolean
  admin: {
    useAsTitle: string
    group?: Label
    description?: Label
    defaultColumns: string[]
    listSearchableFields: string[]
    pageSizes: number[]
    defaultLimit: number
    /** Its documents may be related and (an upload collection) embedded in rich text. */
    enableRichTextRelationship: boolean
    /** Its documents may be the target of an internal link in rich text. */
    enableRichTextLink: boolean
  }
  /** Every data field, flat, named by its path. */
  fields: ClientField[]
  layout: LayoutNode[]
}

export interface ClientGlobal {
  slug: string
  label: Label
  hasDrafts: boolean
  hasVersions: boolean
  /** Milliseconds between autosaves of drafts; absent when autosave is off. */
  autosaveInterval?: number
  hasLivePreview: boolean
  plugins?: PluginSettingsOf
  /** As on collections: false when the leave-without-saving warning is switched off. */
  warnOnLeave?: false
  admin: { group?: Label; description?: Label }
  fields: ClientField[]
  layout: LayoutNode[]
}

export interface ClientLocale {
  code: string
  label: Label
}

/** What the sign-in screens may know before a user exists or is signed in. */
export interface PublicClientConfig {
  serverURL: string
  routes: { admin: string; api: string }
  cookiePrefix: string
  userCollection: string
  dateFormat: string
  theme: 'all' | 'light' | 'dark'
  language: { fallback: string; supported: string[] }
  /** False until the first user exists: the admin then opens on create-first-user. */
  hasUsers: boolean
  /** Only while no user exists: the user collection's own fields for the first-user form. */
  firstUserFields?: ClientField[]
  /** The rules new passwords of the user collection must meet; absent when the server enforces none. */
  passwordPolicy?: PasswordPolicy
  /** Public settings of plugins for the whole admin, by plugin slug; absent when none. */
  plugins?: PluginSettingsOf
}

export interface ClientConfig extends PublicClientConfig {
  isAuthenticated: true
  localization: false | { locales: ClientLocale[]; defaultLocale: string }
  collections: ClientCollection[]
  globals: ClientGlobal[]
}

export type ClientConfigResponse = ClientConfig | (PublicClientConfig & { isAuthenticated: false })

/**
 * The public settings of each plugin, by its slug. A plugin adds its entry by module augmentation
 * in its shared half, next to the settings' type:
 * `declare module '…/shared/client-config' { interface PluginSettings { seo: SeoSettings } }`.
 * Its server half then fills them with that type (`withPublicSettings`, src/server/kit) and its
 * admin half reads them typed (`pluginSettings(entity, 'seo')`), with no cast.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface PluginSettings {}

/** The settings an entity of the client config carries, typed for the plugins that declared theirs. */
export type PluginSettingsOf = { [K in keyof PluginSettings]?: PluginSettings[K] } & Record<
  string,
  unknown
>

/** A plugin's public settings of a collection, a global or the root config; undefined when none. */
export function pluginSettings<K extends keyof PluginSettings>(
  entity: { plugins?: PluginSettingsOf } | undefined,
  slug: K,
): PluginSettings[K] | undefined {
  return entity?.plugins?.[slug] as PluginSettings[K] | undefined
}
