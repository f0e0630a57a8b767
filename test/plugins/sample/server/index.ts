import type { Field, Plugin } from 'payload'

/**
 * The test plugin's server half, on the showcase collection: its `views` field (in the Stats tab)
 * names the plugin's stepper kit, and a UI field after the title names the plugin's title-words
 * part (a live hint in the form, a column in the list).
 */
export const samplePlugin = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug !== 'showcase'
      ? collection
      : { ...collection, fields: collection.fields.flatMap((field) => withSampleParts(field)) },
  ),
})

const titleWords: Field = {
  name: 'titleWords',
  type: 'ui',
  label: { en: 'Title words', de: 'Wörter im Titel' },
  admin: { custom: { folioComponent: 'sample:titleWords' } },
}

function withSampleParts(field: Field): Field[] {
  if (field.type === 'tabs')
    return [
      {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.flatMap(withSampleParts) })),
      },
    ]
  if (!('name' in field)) return [field]
  if (field.name === 'views')
    return [{ ...field, custom: { ...field.custom, folioKit: 'sample:stepper' } }]
  if (field.name === 'title') return [field, titleWords]
  return [field]
}
