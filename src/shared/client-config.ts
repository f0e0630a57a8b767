import type { FieldType } from './field-types'
import type { PasswordPolicy } from './password-policy'

/** A label as Payload allows it statically: a string or a per-language map. */
export type Label = string | Record<string, string>

export interface FieldOption {
  label: Label
  value: string
}

/** The allow-listed, JSON-safe description of one field that the admin renders. */
export interface ClientField {
  type: FieldType
  name: string
  label?: Label
  required?: boolean
  localized?: boolean
  minLength?: number
  maxLength?: number
  min?: number
  max?: number
  options?: FieldOption[]
  hasMany?: boolean
  /** Only static JSON defaults travel; function defaults stay on the server and apply on save. */
  defaultValue?: string | number | boolean
  /** Rows of arrays and blocks; values of relationship and upload fields with hasMany. */
  minRows?: number
  maxRows?: number
  /** Array and blocks: what one row is called ('Item', 'Block' by default). */
  labels?: { singular?: Label; plural?: Label }
  /** Array: the fields of one row, by path relative to the row, and their layout. */
  fields?: ClientField[]
  layout?: LayoutNode[]
  /** Blocks: the kinds of row an editor can add. */
  blocks?: ClientBlock[]
  /** Relationship and upload: the related collection, or several (polymorphic: `{ relationTo, value }`). */
  relationTo?: string | string[]
  /** Join: the collection that points here, the field it points with, and the page size. */
  join?: { collection: string; on: string; limit: number }
  /** The name of a registered condition (`src/content/conditions.ts`): the field shows only while it holds. */
  condition?: string
  /** UI fields: the admin component that renders it (`admin.custom.folioComponent`); without a registered one, nothing shows. */
  component?: string
  /** A plugin's field kit for this field (`custom.folioKit`): its input and cell replace the type's; without that plugin, the type's own show. */
  kit?: string
  /** A rule only the server can check (unique, or a custom validator): checked through the form-state endpoint. */
  validateOnServer?: boolean
  admin: {
    description?: Label
    placeholder?: Label
    readOnly?: boolean
    hidden?: boolean
    position?: 'sidebar'
    width?: string
    rows?: number
    step?: number
    layout?: 'horizontal' | 'vertical'
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
}

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

export interface ClientCollection {
  slug: string
  labels: { singular: Label; plural: Label }
  isAuth: boolean
  isUpload: boolean
  hasDrafts: boolean
  hasVersions: boolean
  /** A live preview is configured: the document gets a live-preview tab. */
  hasLivePreview: boolean
  /** Public settings of plugins, by plugin slug (`plugins.locking.duration`); absent when none. */
  plugins?: Record<string, unknown>
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
  hasLivePreview: boolean
  plugins?: Record<string, unknown>
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
  identityProviders: { id: string; label: string }[]
  /** False until the first user exists: the admin then opens on create-first-user. */
  hasUsers: boolean
  /** Only while no user exists: the user collection's own fields for the first-user form. */
  firstUserFields?: ClientField[]
  /** The rules new passwords of the user collection must meet; absent when the server enforces none. */
  passwordPolicy?: PasswordPolicy
  /** Public settings of plugins for the whole admin, by plugin slug; absent when none. */
  plugins?: Record<string, unknown>
}

export interface ClientConfig extends PublicClientConfig {
  isAuthenticated: true
  localization: false | { locales: ClientLocale[]; defaultLocale: string }
  collections: ClientCollection[]
  globals: ClientGlobal[]
}

export type ClientConfigResponse = ClientConfig | (PublicClientConfig & { isAuthenticated: false })
