import { packLoaders } from '../../../admin/extend/i18n'
import type { AdminPlugin } from '../../../admin/extend'
import { ACTIVITY_SLUG, activityWidgets, DRAFTS_PRESET, PUBLISHED_PRESET } from '../shared'

/**
 * The dashboard's activity (docs/behaviour.md §21): the user's drafts, what was edited and
 * published last, and counts per collection, whose numbers link to lists narrowed by the plugin's
 * ready-made filters (drafts, published).
 */
export const activityAdmin: AdminPlugin = {
  slug: ACTIVITY_SLUG,
  strings: packLoaders(
    () => import('./strings/en').then((m) => m.stringsEn),
    import.meta.glob('./strings/*.json', { import: 'default' }),
  ),
  dashboardWidgets: [
    {
      ...activityWidgets.myDrafts,
      titleKey: 'activity:myDrafts',
      size: 'medium',
      load: () => import('./MyDraftsWidget'),
    },
    {
      ...activityWidgets.recentlyEdited,
      titleKey: 'activity:recentlyEdited',
      size: 'medium',
      load: () => import('./RecentlyEditedWidget'),
    },
    {
      ...activityWidgets.recentlyPublished,
      titleKey: 'activity:recentlyPublished',
      size: 'medium',
      load: () => import('./RecentlyPublishedWidget'),
    },
    {
      ...activityWidgets.counts,
      titleKey: 'activity:contentAtAGlance',
      size: 'medium',
      load: () => import('./ContentCountsWidget'),
    },
  ],
  listFilters: [
    {
      key: DRAFTS_PRESET,
      labelKey: 'version:draft',
      when: ({ collection }) => collection.hasDrafts,
      where: () => ({ _status: { equals: 'draft' } }),
    },
    {
      key: PUBLISHED_PRESET,
      labelKey: 'version:published',
      when: ({ collection }) => collection.hasDrafts,
      where: () => ({ _status: { equals: 'published' } }),
    },
  ],
}
