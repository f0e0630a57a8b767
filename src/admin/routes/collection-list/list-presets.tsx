import type { ClientCollection } from '../../../shared/client-config'
import { LIST_PRESET_PARAM } from '../../../shared/list-params'
import type { QueryValue } from '../../../shared/query-string'
import { useT } from '../../i18n/I18nProvider'
import { contributed, type Contributed } from '../../host/registry'
import { WithPluginStrings } from '../../host/strings'
import type { ListFilterContext, ListFilterContribution } from '../../host/types'

type Preset = Contributed<ListFilterContribution>

const idOf = (preset: Preset) => `${preset.plugin}:${preset.key}`

/** The plugins' ready-made filters that apply to this list and user. */
export function listPresets(context: ListFilterContext | undefined): Preset[] {
  return context ? contributed('listFilters').filter((preset) => preset.when(context)) : []
}

/** The `where` of the ready-made filter the address names, if it applies here. */
export function presetWhere(
  params: URLSearchParams,
  collection: ClientCollection,
  user: ListFilterContext['user'] | undefined,
): Record<string, QueryValue> | undefined {
  const id = params.get(LIST_PRESET_PARAM)
  if (!id || !user) return undefined
  const context = { collection, user }
  return listPresets(context)
    .find((preset) => idOf(preset) === id)
    ?.where(context)
}

/** A toggle per ready-made filter; pressing the active one shows the whole list again. */
export function PresetToggles(props: {
  presets: Preset[]
  active: string | null
  onChange: (id: string | undefined) => void
}) {
  return props.presets.map((preset) => (
    <WithPluginStrings key={idOf(preset)} plugin={preset.plugin}>
      <PresetToggle
        preset={preset}
        isActive={props.active === idOf(preset)}
        onToggle={(isOn) => props.onChange(isOn ? idOf(preset) : undefined)}
      />
    </WithPluginStrings>
  ))
}

function PresetToggle(props: {
  preset: Preset
  isActive: boolean
  onToggle: (isOn: boolean) => void
}) {
  const t = useT()
  return (
    <button
      type="button"
      className="button button--secondary list-preset"
      aria-pressed={props.isActive}
      onClick={() => props.onToggle(!props.isActive)}
    >
      {t(props.preset.labelKey)}
    </button>
  )
}
