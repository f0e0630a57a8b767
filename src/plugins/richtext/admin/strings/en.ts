/** The richtext plugin's admin strings (English, the source of keys), `t('richtext:…')`. */
export const stringsEn = {
  toolbar: '{{label}} formatting',
  blockFormat: 'Block format',
  paragraph: 'Paragraph',
  h1: 'Heading 1',
  h2: 'Heading 2',
  h3: 'Heading 3',
  h4: 'Heading 4',
  h5: 'Heading 5',
  h6: 'Heading 6',
  blockquote: 'Quote',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  code: 'Code',
  ol: 'Numbered list',
  ul: 'Bulleted list',
  indent: 'Indent',
  outdent: 'Outdent',
  alignLeft: 'Align left',
  alignCenter: 'Align center',
  alignRight: 'Align right',
  link: 'Link',
  saveLink: 'Save link',
  linkNeedsDocument: 'Choose the document this link leads to.',
  removeLink: 'Remove link',
  cancel: 'Cancel',
  relationship: 'Relationship',
  upload: 'Upload',
  uploadFields: 'Edit fields',
  editorNotLoaded: 'The editor could not be loaded. It is tried again when you click the text.',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    richtext: typeof stringsEn
  }
}
