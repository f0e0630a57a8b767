import type { stringsEn } from './en'

/** The richtext plugin's admin strings (German), `t('richtext:…')`. */
export const stringsDe: Record<keyof typeof stringsEn, string> = {
  toolbar: 'Formatierung von {{label}}',
  paragraph: 'Absatz',
  h1: 'Überschrift 1',
  h2: 'Überschrift 2',
  h3: 'Überschrift 3',
  h4: 'Überschrift 4',
  h5: 'Überschrift 5',
  h6: 'Überschrift 6',
  blockquote: 'Zitat',
  bold: 'Fett',
  italic: 'Kursiv',
  underline: 'Unterstrichen',
  strikethrough: 'Durchgestrichen',
  code: 'Code',
  ol: 'Nummerierte Liste',
  ul: 'Aufzählung',
  indent: 'Einrücken',
  outdent: 'Ausrücken',
  alignLeft: 'Linksbündig',
  alignCenter: 'Zentriert',
  alignRight: 'Rechtsbündig',
  relatedDocument: '{{relationTo}} {{id}}',
}
