import type { CellProps } from '../../../../src/admin/extend/forms'
import { useT } from '../../../../src/admin/extend/i18n'

/** The field kit's list cell. */
export default function StepperCell(props: CellProps) {
  const t = useT()
  return (
    <span>{typeof props.value === 'number' ? t('sample:count', { count: props.value }) : ''}</span>
  )
}
