import type { ListContext } from '../../../../src/admin/extend'
import { useT } from '../../../../src/admin/extend/i18n'
import { useLabel } from '../../../../src/admin/extend/i18n'

/** A part above the showcase list's table. */
export default function ListNote({ collection }: ListContext) {
  const t = useT()
  const label = useLabel()
  return (
    <p className="notice" role="note">
      {t('sample:listNote', { label: label(collection.labels.plural) })}
    </p>
  )
}
