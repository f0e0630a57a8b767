/**
 * Why a rich-text value is refused, answered by the server in the request's language. `{{at}}`
 * is a position written with `location` ('block 3 › 1 › 2': the third top-level block, its first
 * child, that one's second).
 */
export const richTextMessages = {
  en: {
    location: 'block {{path}}',
    required: 'This field is required.',
    notAnArray: 'Rich text must be a list of blocks.',
    notANode: 'A node at {{at}} is not an object.',
    textAtTopLevel: 'A text at {{at}} must be inside a block.',
    textNotString: 'A text node at {{at}} has no text.',
    textWithChildren: 'A text node at {{at}} has children.',
    unknownMark: 'An unknown mark "{{mark}}" at {{at}}.',
    badMark: 'The mark "{{mark}}" at {{at}} must be true.',
    unknownType: 'An unknown node type "{{type}}" at {{at}}.',
    noChildren: 'The element at {{at}} has no children.',
    badTextAlign: 'An unknown alignment "{{align}}" at {{at}}.',
    badLinkType: 'The link at {{at}} must be custom or internal.',
    noLinkUrl: 'The link at {{at}} has no address.',
    linkUrlNotAllowed: 'The link address "{{url}}" at {{at}} is not allowed.',
    noRelationTo: 'The related document at {{at}} names no collection.',
    relationNotAllowed:
      'The collection "{{relationTo}}" at {{at}} cannot be linked from rich text.',
    uploadNotAllowed: 'The collection "{{relationTo}}" at {{at}} is not an upload collection.',
    relationNotReadable:
      'The related document {{id}} of "{{relationTo}}" at {{at}} is not one you may read.',
    noRelatedId: 'The related document at {{at}} has no id.',
    badFields: 'The extra fields at {{at}} must be an object.',
    badNewTab: 'The link at {{at}} must say true or false for opening in a new tab.',
    badExtraField: 'The extra field "{{field}}" at {{at}}: {{message}}',
    tooDeep: 'The content at {{at}} is nested deeper than {{max}} levels.',
    tooManyNodes: 'The content has more than {{max}} nodes.',
  },
  de: {
    location: 'Block {{path}}',
    required: 'Dieses Feld ist erforderlich.',
    notAnArray: 'Formatierter Text muss eine Liste von Blöcken sein.',
    notANode: 'Ein Knoten in {{at}} ist kein Objekt.',
    textAtTopLevel: 'Ein Text in {{at}} muss in einem Block stehen.',
    textNotString: 'Ein Textknoten in {{at}} hat keinen Text.',
    textWithChildren: 'Ein Textknoten in {{at}} hat Kinder.',
    unknownMark: 'Eine unbekannte Auszeichnung „{{mark}}“ in {{at}}.',
    badMark: 'Die Auszeichnung „{{mark}}“ in {{at}} muss true sein.',
    unknownType: 'Ein unbekannter Knotentyp „{{type}}“ in {{at}}.',
    noChildren: 'Das Element in {{at}} hat keine Kinder.',
    badTextAlign: 'Eine unbekannte Ausrichtung „{{align}}“ in {{at}}.',
    badLinkType: 'Der Link in {{at}} muss eigen oder intern sein.',
    noLinkUrl: 'Der Link in {{at}} hat keine Adresse.',
    linkUrlNotAllowed: 'Die Link-Adresse „{{url}}“ in {{at}} ist nicht erlaubt.',
    noRelationTo: 'Das verknüpfte Dokument in {{at}} nennt keine Sammlung.',
    relationNotAllowed:
      'Auf die Sammlung „{{relationTo}}“ in {{at}} kann aus formatiertem Text nicht verwiesen werden.',
    uploadNotAllowed: 'Die Sammlung „{{relationTo}}“ in {{at}} ist keine Upload-Sammlung.',
    relationNotReadable:
      'Das verknüpfte Dokument {{id}} aus „{{relationTo}}“ in {{at}} dürfen Sie nicht lesen.',
    noRelatedId: 'Das verknüpfte Dokument in {{at}} hat keine ID.',
    badFields: 'Die zusätzlichen Felder in {{at}} müssen ein Objekt sein.',
    badNewTab: 'Der Link in {{at}} muss für „in neuem Tab öffnen“ true oder false angeben.',
    badExtraField: 'Das zusätzliche Feld „{{field}}“ in {{at}}: {{message}}',
    tooDeep: 'Der Inhalt in {{at}} ist tiefer als {{max}} Ebenen verschachtelt.',
    tooManyNodes: 'Der Inhalt hat mehr als {{max}} Knoten.',
  },
} as const satisfies { en: Record<string, string>; de: Record<string, string> }

export type RichTextProblemKey = Exclude<keyof (typeof richTextMessages)['en'], 'location'>
