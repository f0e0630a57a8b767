/**
 * The typing bench's rich-text document: `RICH_TEXT_WORDS` words in headings, paragraphs with
 * marks and links, and lists (a nested one in each), ending in a paragraph the bench types at the
 * end of (`RICH_TEXT_LAST`).
 */
export const RICH_TEXT_WORDS = 5000
export const RICH_TEXT_LAST = 'The end of the bench text.'

const VOCABULARY = [
  'editors',
  'publish',
  'stories',
  'about',
  'the',
  'city',
  'river',
  'market',
  'every',
  'morning',
  'with',
  'fresh',
  'notes',
  'from',
  'their',
  'readers',
]

function words(count: number, offset: number): string {
  return Array.from(
    { length: count },
    (_, i) => VOCABULARY[(i + offset) % VOCABULARY.length]!,
  ).join(' ')
}

/** About 5,000 words: sections of a heading, three paragraphs (40 words, a link, marks) and a list. */
export function richTextBenchValue(): unknown[] {
  const value: unknown[] = []
  let count = 0
  for (let section = 1; count < RICH_TEXT_WORDS - 10; section++) {
    value.push({ type: 'h2', children: [{ text: `Section ${section}` }] })
    count += 2
    for (let p = 0; p < 3; p++) {
      value.push({
        type: 'paragraph',
        children: [
          { text: `${words(15, section + p)} ` },
          { text: words(5, p), bold: true },
          { text: ' and ' },
          {
            type: 'link',
            linkType: 'custom',
            url: `https://example.com/${section}/${p}`,
            children: [{ text: words(4, section) }],
          },
          { text: ` ${words(14, p)}.`, italic: p === 1 || undefined },
        ],
      })
      count += 40
    }
    value.push({
      type: 'ul',
      children: [
        { type: 'li', children: [{ text: words(6, section) }] },
        { type: 'li', children: [{ text: words(6, section + 1) }] },
        {
          type: 'li',
          children: [
            { type: 'paragraph', children: [{ text: words(4, section + 2) }] },
            { type: 'ol', children: [{ type: 'li', children: [{ text: words(4, section) }] }] },
          ],
        },
      ],
    })
    count += 20
  }
  value.push({ type: 'paragraph', children: [{ text: RICH_TEXT_LAST }] })
  return value
}
