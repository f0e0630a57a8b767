/** The activity plugin's admin strings (English, the source of keys), `t('activity:…')`. */
export const stringsEn = {
  myDrafts: 'My drafts',
  myDraftsEmpty: 'You have no unpublished changes.',
  recentlyEdited: 'Recently edited',
  recentlyEditedEmpty: 'Nothing has been edited yet.',
  recentlyPublished: 'Recently published',
  recentlyPublishedEmpty: 'Nothing has been published yet.',
  contentAtAGlance: 'Content at a glance',
  countsEmpty: 'There are no collections you can read.',
  all: 'All',
  byWho: 'by {{who}}',
  countDrafts: 'Drafts in {{collection}}: {{count}}',
  countPublished: 'Published in {{collection}}: {{count}}',
  countAll: 'All {{collection}}: {{count}}',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    activity: typeof stringsEn
  }
}
