import { useT } from '../../i18n/I18nProvider'
import type { CellProps } from '../types'

export function CheckboxCell(props: CellProps) {
  const t = useT()
  return <span>{props.value === true ? t('general:true') : t('general:false')}</span>
}
