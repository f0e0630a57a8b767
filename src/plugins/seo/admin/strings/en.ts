/** The seo plugin's admin strings (English, the source of keys), `t('seo:…')`. */
export const stringsEn = {
  autoGenerate: 'Auto-generate',
  /** The generate button's accessible name: it names the field it fills. */
  autoGenerateField: 'Auto-generate {{label}}',
  generating: 'Generating…',
  lengthTarget: 'This should be between {{min}} and {{max}} characters.',
  missing: 'Missing',
  tooShort: 'Too short',
  almostThere: 'Almost there',
  good: 'Good',
  tooLong: 'Too long',
  toGo: 'Characters to go: {{count}}',
  leftOver: 'Characters left over: {{count}}',
  tooMany: 'Characters too many: {{count}}',
  noImage: 'No image',
  imageHint: 'Shown when the page is shared, and by some search engines.',
  checksPassing: '{{count}}/{{total}} checks passing',
  checkTitle: 'Meta title between {{min}} and {{max}} characters',
  checkDescription: 'Meta description between {{min}} and {{max}} characters',
  checkImage: 'Meta image set',
  checkPassed: 'passed',
  checkFailed: 'not yet',
  previewHint: 'How a search engine may show this page.',
  generateURL: 'Generate URL',
  noURL: 'No address yet',
  noTitle: 'No meta title yet',
  noDescription: 'No meta description yet',
  nothingGenerated: 'There was nothing to generate the {{label}} from.',
}

declare module '../../../../admin/extend' {
  interface StringPacks {
    seo: typeof stringsEn
  }
}
