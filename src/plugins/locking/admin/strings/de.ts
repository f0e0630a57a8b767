import type { stringsEn } from './en'

/** The locking plugin's own admin strings (German), `t('locking:…')`. */
export const stringsDe: Record<keyof typeof stringsEn, string> = {
  beingEdited: 'Gerade in Bearbeitung',
  beingEditedEmpty: 'Gerade bearbeitet niemand etwas.',
  heldBy: '{{who}}, begonnen {{time}}',
  you: 'Du',
}
