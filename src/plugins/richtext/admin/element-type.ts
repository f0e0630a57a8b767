import type { ElementType, RichTextElement } from '../../../shared/rich-text'

/** An element's type; stored elements without one (older data) are paragraphs. */
export function typeOf(element: RichTextElement): ElementType {
  return (element as { type?: ElementType }).type ?? 'paragraph'
}
