import type { Field, Plugin } from 'payload'

/** The test plugin's server half: the showcase's `views` field (in its Stats tab) names the plugin's stepper kit. */
export const samplePlugin = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug !== 'showcase'
      ? collection
      : { ...collection, fields: collection.fields.map((field) => withStepper(field)) },
  ),
})

function withStepper(field: Field): Field {
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withStepper) })),
    }
  return 'name' in field && field.name === 'views'
    ? { ...field, custom: { ...field.custom, folioKit: 'sample:stepper' } }
    : field
}
