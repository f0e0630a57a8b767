/** Realistic demo posts in English and German, generated from a few topics and angles. */
const TOPICS = [
  ['headless publishing', 'Headless Publishing'],
  ['editorial workflows', 'redaktionelle Abläufe'],
  ['image optimisation', 'Bildoptimierung'],
  ['content modelling', 'Inhaltsmodellierung'],
  ['localisation', 'Lokalisierung'],
  ['accessibility', 'Barrierefreiheit'],
  ['search engine optimisation', 'Suchmaschinenoptimierung'],
  ['video on the web', 'Video im Web'],
  ['design systems', 'Designsysteme'],
  ['structured data', 'strukturierte Daten'],
] as const

const ANGLES = [
  ['A practical guide to', 'Ein praktischer Leitfaden für'],
  ['Five mistakes in', 'Fünf Fehler bei'],
  ['What we learned about', 'Was wir gelernt haben über'],
  ['The future of', 'Die Zukunft von'],
] as const

const CATEGORIES = ['news', 'guides', 'opinion'] as const
const STATUSES = ['idea', 'writing', 'review', 'done'] as const

export interface PostSeed {
  en: { title: string; excerpt: string }
  de: { title: string; excerpt: string }
  shared: Record<string, unknown>
}

export function postSeeds(): PostSeed[] {
  const seeds: PostSeed[] = []
  let n = 0
  for (const [topicEn, topicDe] of TOPICS) {
    for (const [angleEn, angleDe] of ANGLES) {
      n++
      seeds.push({
        en: {
          title: `${angleEn} ${topicEn}`,
          excerpt: `How our team approaches ${topicEn}, with examples from real projects and the trade-offs we made.`,
        },
        de: {
          title: `${angleDe} ${topicDe}`,
          excerpt: `Wie unser Team ${topicDe} angeht, mit Beispielen aus echten Projekten und den Abwägungen, die wir getroffen haben.`,
        },
        shared: {
          readingTime: 3 + (n % 12),
          category: CATEGORIES[n % CATEGORIES.length],
          editorialStatus: STATUSES[n % STATUSES.length],
          audience: n % 5 === 0 ? 'members' : 'everyone',
          featured: n % 7 === 0,
          publishedAt: new Date(Date.UTC(2026, 0, 1 + n * 7, 12)).toISOString(),
          contactEmail: `editor${n % 4}@folio.example`,
        },
      })
    }
  }
  return seeds
}
