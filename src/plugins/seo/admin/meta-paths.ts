import type { ClientField } from '../../../admin/extend/forms'
import { targetFor, type LengthTarget } from '../shared'

/** The paths of the meta group's fields, from the path of one of its UI fields (`meta.overview`). */
export function metaPaths(uiPath: string) {
  const group = uiPath.slice(0, uiPath.lastIndexOf('.') + 1)
  return {
    title: `${group}title`,
    description: `${group}description`,
    image: `${group}image`,
  }
}

/** The targets of the title and description, with their fields' own lengths. */
export function metaTargets(
  fields: readonly ClientField[] | undefined,
  paths: { title: string; description: string },
): { title: LengthTarget; description: LengthTarget } {
  const lengths = (path: string) => {
    const field = fields?.find((f) => f.name === path)
    return field && (field.type === 'text' || field.type === 'textarea') ? field : undefined
  }
  return {
    title: targetFor('title', lengths(paths.title)),
    description: targetFor('description', lengths(paths.description)),
  }
}

export const textOf = (value: unknown) => (typeof value === 'string' ? value : '')
