/**
 * The site's own words around the content, in the content's language (English or German, the
 * demo's locales; English for any other). Messages about the preview itself (loading, sign in,
 * errors) are for the editor and stay English (`lang="en"` on them).
 */
const en = {
  skipToContent: 'Skip to content',
  fallbackSiteName: 'Folio sample site',
  untitled: 'Untitled',
  minutesToRead: (minutes: number) => `${minutes} min read`,
  topics: 'Topics',
  relatedPosts: 'Related posts',
  contact: 'Contact',
  post: 'Post',
  page: 'Page',
  category: 'Category',
  related: 'Related',
  unknownBlock: (type: string) => `This site has no design for “${type}” blocks yet.`,
}

type Strings = typeof en

const de: Strings = {
  skipToContent: 'Zum Inhalt springen',
  fallbackSiteName: 'Folio-Beispielseite',
  untitled: 'Ohne Titel',
  minutesToRead: (minutes: number) => `${minutes} Min. Lesezeit`,
  topics: 'Themen',
  relatedPosts: 'Verwandte Beiträge',
  contact: 'Kontakt',
  post: 'Beitrag',
  page: 'Seite',
  category: 'Kategorie',
  related: 'Verwandt',
  unknownBlock: (type: string) => `Für „${type}“-Blöcke hat diese Seite noch keine Gestaltung.`,
}

export function stringsFor(locale: string | undefined): Strings {
  return locale?.toLowerCase().startsWith('de') ? de : en
}

/** The kind of a related document, as a reader would name it. */
export function kindLabel(strings: Strings, collection: string): string {
  switch (collection) {
    case 'posts':
      return strings.post
    case 'pages':
      return strings.page
    case 'categories':
      return strings.category
    default:
      return strings.related
  }
}
