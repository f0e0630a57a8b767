import { useEffect, useId, useState } from 'react'
import type { ClientField } from '../../../../shared/client-config'
import { OPERATORS_BY_TYPE } from '../../../../shared/query-operators'
import { useT } from '../../../i18n/I18nProvider'
import { ConditionRow } from './ConditionRow'
import type { FilterCondition, FilterGroups } from './filter-model'

const APPLY_DELAY_MS = 400

interface FilterPanelProps {
  id: string
  groups: FilterGroups
  fields: ClientField[]
  fieldLabel: (field: ClientField) => string
  onApply: (groups: FilterGroups) => void
}

/** Or-groups of and-conditions; edits apply to the URL after a short pause in typing. */
export function FilterPanel(props: FilterPanelProps) {
  const t = useT()
  const baseId = useId()
  const [groups, setGroups] = useState<FilterGroups>(props.groups)
  const { onApply } = props

  useEffect(() => {
    const timer = window.setTimeout(() => onApply(groups), APPLY_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [groups, onApply])

  const first = props.fields[0]!
  const newCondition = (): FilterCondition => ({
    field: first.name,
    operator: OPERATORS_BY_TYPE[first.type][0]!,
    value: '',
  })
  const update = (g: number, c: number, next: FilterCondition | undefined) =>
    setGroups((all) =>
      all
        .map((group, gi) =>
          gi !== g
            ? group
            : next
              ? group.map((cond, ci) => (ci === c ? next : cond))
              : group.filter((_, ci) => ci !== c),
        )
        .filter((group) => group.length > 0),
    )

  return (
    <section id={props.id} className="filter-panel" aria-label={t('general:filters')}>
      {groups.length === 0 && <p className="filter-panel__empty">{t('general:noFiltersSet')}</p>}
      {groups.map((group, g) => (
        <div key={g} className="filter-group">
          {g > 0 && <p className="filter-group__or">{t('general:or')}</p>}
          {group.map((condition, c) => (
            <div key={c} className="filter-group__row">
              {c > 0 && <span className="filter-group__and">{t('general:and')}</span>}
              <ConditionRow
                id={`${baseId}-${g}-${c}`}
                condition={condition}
                fields={props.fields}
                fieldLabel={props.fieldLabel}
                onChange={(next) => update(g, c, next)}
                onRemove={() => update(g, c, undefined)}
              />
            </div>
          ))}
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              setGroups((all) => all.map((gr, gi) => (gi === g ? [...gr, newCondition()] : gr)))
            }
          >
            + {t('general:and')}
          </button>
        </div>
      ))}
      <div className="filter-panel__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setGroups((all) => [...all, [newCondition()]])}
        >
          {groups.length === 0 ? t('general:addFilter') : `+ ${t('general:or')}`}
        </button>
        {groups.length > 0 && (
          <button type="button" className="button button--secondary" onClick={() => setGroups([])}>
            {t('general:clearAll')}
          </button>
        )}
      </div>
    </section>
  )
}
