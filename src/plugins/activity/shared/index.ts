import type { ApiRead } from '../../../shared/api-reads'
import type { DashboardContext, DashboardWidgetSpec } from '../../../shared/dashboard'

/** The plugin's name: its strings (`activity:…`), its widgets' ids and its list presets. */
export const ACTIVITY_SLUG = 'activity'

/** The widgets' endpoints, under the API route. */
export const ACTIVITY_PATHS = {
  myDrafts: '/folio/activity/my-drafts',
  recentlyEdited: '/folio/activity/recently-edited',
  recentlyPublished: '/folio/activity/recently-published',
  counts: '/folio/activity/counts',
} as const

/** Rows a widget asks for, and the most any request may ask for (`?limit=`). */
export const ACTIVITY_LIMIT = 8
export const ACTIVITY_MAX_LIMIT = 25

export type PublishStatus = 'draft' | 'published' | 'changed'

/** A document (or a global) in a widget's list: what it is, its title, status, when and by whom. */
export interface ActivityItem {
  collection?: string
  global?: string
  id?: string | number
  title: string
  /** For collections and globals with drafts. */
  status?: PublishStatus
  updatedAt: string
  /** Who made the change, where the document records it (`updatedBy`). */
  by?: { id: string | number; name?: string | null; email?: string }
}

export interface ActivityAnswer {
  docs: ActivityItem[]
}

/** One collection's counts: all documents, and for drafts collections the latest version's state. */
export interface ContentCount {
  collection: string
  total: number
  /** Documents whose latest version is a draft (never published, or with unpublished changes). */
  drafts?: number
  /** Documents whose latest version is published. */
  published?: number
}

export interface ContentCountsAnswer {
  collections: ContentCount[]
}

/** The list presets the counts link to (`?preset=activity:drafts`). */
export const DRAFTS_PRESET = 'drafts'
export const PUBLISHED_PRESET = 'published'

const isSignedIn = (context: DashboardContext) => Boolean(context.user)
const hasDrafts = (context: DashboardContext) =>
  context.config.collections.some((c) => c.hasDrafts) ||
  context.config.globals.some((g) => g.hasDrafts)

const read = (path: string, limit?: number): ApiRead => ({
  method: 'GET',
  path,
  query: limit === undefined ? undefined : { limit },
})

export const activityWidgets = {
  myDrafts: {
    id: `${ACTIVITY_SLUG}:myDrafts`,
    when: hasDrafts,
    read: () => read(ACTIVITY_PATHS.myDrafts, ACTIVITY_LIMIT),
  },
  recentlyEdited: {
    id: `${ACTIVITY_SLUG}:recentlyEdited`,
    when: isSignedIn,
    read: () => read(ACTIVITY_PATHS.recentlyEdited, ACTIVITY_LIMIT),
  },
  recentlyPublished: {
    id: `${ACTIVITY_SLUG}:recentlyPublished`,
    when: hasDrafts,
    read: () => read(ACTIVITY_PATHS.recentlyPublished, ACTIVITY_LIMIT),
  },
  counts: {
    id: `${ACTIVITY_SLUG}:counts`,
    when: isSignedIn,
    read: () => read(ACTIVITY_PATHS.counts),
  },
} satisfies Record<string, DashboardWidgetSpec>
