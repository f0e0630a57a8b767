import type { ClientField } from '../../../shared/client-config'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'

/** A column's heading: the field label, or the translated name of the built-in columns. */
export function useHeaderLabel(): (field: ClientField) => string {
  const t = useT()
  const label = useLabel()
  return (field) => {
    if (field.name === 'updatedAt') return t('general:updatedAt')
    if (field.name === 'createdAt') return t('general:createdAt')
    if (field.name === 'id') return t('folio:id')
    return label(field.label, field.name)
  }
}
