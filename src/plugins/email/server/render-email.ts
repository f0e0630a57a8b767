import { intlLocale } from '../../../shared/catalog'
import { textDirection } from '../../../shared/language'

export type EmailBlock = { paragraph: string } | { link: string }

function escapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A plain, self-contained HTML message: paragraphs and links, no images or remote styles. */
export function renderEmailHTML(args: {
  language: string
  title: string
  blocks: EmailBlock[]
}): string {
  const body = args.blocks
    .map((block) => {
      if ('paragraph' in block) return `<p>${escapeHTML(block.paragraph)}</p>`
      const href = escapeHTML(block.link)
      return `<p><a href="${href}">${href}</a></p>`
    })
    .join('\n')
  return [
    '<!doctype html>',
    `<html lang="${escapeHTML(intlLocale(args.language))}" dir="${textDirection(args.language)}">`,
    `<head><meta charset="utf-8"><title>${escapeHTML(args.title)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1c1c1c;">',
    body,
    '</body>',
    '</html>',
  ].join('\n')
}
