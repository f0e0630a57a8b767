import type { RichTextNode, RichTextValue } from '../../shared/rich-text'

type Id = number | string

export interface RichTextSeedArgs {
  language: 'en' | 'de'
  topic: string
  /** A category the text embeds as a relationship. */
  categoryId: Id
  /** A post the text links to (internal link); none for the first post. */
  linkedPostId?: Id
  /** The seeded image the text embeds. */
  mediaId: Id
}

const t = (
  text: string,
  marks: Partial<Record<'bold' | 'italic' | 'underline' | 'strikethrough' | 'code', true>> = {},
) => ({
  text,
  ...marks,
})

const WORDS = {
  en: {
    intro: 'Why it matters',
    lead: 'Teams that get',
    leadEnd: 'right publish faster and fix less afterwards.',
    steps: 'Steps we follow',
    quote: 'Write for the reader first; the structure follows.',
    list: ['Agree on the goal', 'Draft in small pieces', 'Review with a checklist'],
    sub: ['Clarity', 'Accuracy'],
    detail: 'Details',
    note: 'A note in the margin: this paragraph is indented.',
    centred: 'Less, but better.',
    signed: 'The editorial team',
    more: 'Read more in the',
    guide: 'Payload documentation',
    also: 'or in our post',
    post: 'on a related topic',
    related: 'Related category',
    small: ['Small print', 'Footnotes', 'Sources'],
    marks: ['bold', 'italic', 'underlined', 'struck through', 'inline code'],
    and: 'and',
    caption: 'A placeholder image until the real photo arrives.',
  },
  de: {
    intro: 'Warum es wichtig ist',
    lead: 'Teams, die',
    leadEnd: 'gut beherrschen, veröffentlichen schneller und bessern weniger nach.',
    steps: 'Unsere Schritte',
    quote: 'Schreib zuerst für die Leser; die Struktur folgt.',
    list: ['Ziel vereinbaren', 'In kleinen Stücken entwerfen', 'Mit einer Checkliste prüfen'],
    sub: ['Klarheit', 'Genauigkeit'],
    detail: 'Einzelheiten',
    note: 'Eine Randnotiz: Dieser Absatz ist eingerückt.',
    centred: 'Weniger, aber besser.',
    signed: 'Die Redaktion',
    more: 'Mehr dazu in der',
    guide: 'Payload-Dokumentation',
    also: 'oder in unserem Beitrag',
    post: 'zu einem verwandten Thema',
    related: 'Verwandte Kategorie',
    small: ['Kleingedrucktes', 'Fußnoten', 'Quellen'],
    marks: ['fett', 'kursiv', 'unterstrichen', 'durchgestrichen', 'Code im Text'],
    and: 'und',
    caption: 'Ein Platzhalterbild, bis das echte Foto da ist.',
  },
}

/** Demo rich text with every element type and mark the editor knows (src/shared/rich-text.ts). */
export function seedRichText(args: RichTextSeedArgs): RichTextValue {
  const w = WORDS[args.language]
  const [bold, italic, underline, strike, code] = w.marks
  const links: RichTextNode[] = [
    t(`${w.more} `),
    {
      type: 'link',
      linkType: 'custom',
      url: 'https://payloadcms.com/docs',
      newTab: true,
      fields: { rel: ['noopener', 'noreferrer'] },
      children: [t(w.guide)],
    },
  ]
  if (args.linkedPostId !== undefined)
    links.push(t(` ${w.also} `), {
      type: 'link',
      linkType: 'internal',
      doc: { relationTo: 'posts', value: { id: args.linkedPostId } },
      children: [t(w.post)],
    })
  links.push(t('.'))
  return [
    { type: 'h1', children: [t(args.topic)] },
    { type: 'h2', children: [t(w.intro)] },
    {
      type: 'paragraph',
      children: [
        t(`${w.lead} `),
        t(args.topic, { bold: true }),
        t(` ${w.leadEnd} `),
        t(italic!, { italic: true }),
        t(', '),
        t(underline!, { underline: true }),
        t(', '),
        t(strike!, { strikethrough: true }),
        t(` ${w.and} `),
        t(code!, { code: true }),
        t(' · '),
        t(bold!, { bold: true, italic: true }),
      ],
    },
    { type: 'blockquote', children: [t(w.quote)] },
    { type: 'h3', children: [t(w.steps)] },
    {
      type: 'ol',
      children: [
        { type: 'li', children: [t(w.list[0]!)] },
        {
          type: 'li',
          children: [
            t(w.list[1]!),
            {
              type: 'ul',
              children: w.sub.map((item) => ({ type: 'li' as const, children: [t(item)] })),
            },
          ],
        },
        { type: 'li', children: [t(w.list[2]!)] },
      ],
    },
    { type: 'h4', children: [t(w.detail)] },
    { type: 'indent', children: [{ type: 'paragraph', children: [t(w.note)] }] },
    { type: 'paragraph', textAlign: 'center', children: [t(w.centred, { italic: true })] },
    { type: 'paragraph', textAlign: 'right', children: [t(w.signed)] },
    { type: 'paragraph', children: links },
    { type: 'h5', children: [t(w.related)] },
    {
      type: 'relationship',
      relationTo: 'categories',
      value: { id: args.categoryId },
      children: [t('')],
    },
    {
      type: 'upload',
      relationTo: 'media',
      value: { id: args.mediaId },
      fields: { caption: w.caption },
      children: [t('')],
    },
    { type: 'h6', children: [t(w.small[0]!)] },
    {
      type: 'ul',
      children: w.small.slice(1).map((item) => ({ type: 'li' as const, children: [t(item)] })),
    },
  ]
}
