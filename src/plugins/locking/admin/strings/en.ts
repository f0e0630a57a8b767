/** The locking plugin's own admin strings (English, the source of keys), `t('locking:…')`; the editor's are Payload's. */
export const stringsEn = {
  beingEdited: 'Being edited now',
  beingEditedEmpty: 'Nobody is editing anything right now.',
  heldBy: '{{who}}, started {{time}}',
  you: 'You',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    locking: typeof stringsEn
  }
}
