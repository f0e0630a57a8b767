import { useT } from '../../../admin/extend/i18n'
import { notify } from '../../../admin/extend/ui'
import type { GeneratorKind } from '../shared'
import { useGenerator } from './use-generator'

/**
 * 'Auto-generate' for a field the server has a generator for: fills in what it answers. Not shown
 * without a generator or in a read-only form.
 */
export function GenerateButton(props: {
  kind: GeneratorKind
  /** The field it fills, for its accessible name and a message when nothing came back. */
  label: string
  isReadOnly: boolean
  onResult: (result: string) => void
}) {
  const t = useT()
  const generator = useGenerator(props.kind)
  if (!generator.isAvailable || props.isReadOnly) return null
  return (
    <button
      type="button"
      className="button button--link seo-generate"
      aria-label={t('seo:autoGenerateField', { label: props.label })}
      aria-busy={generator.isBusy || undefined}
      disabled={generator.isBusy}
      onClick={async () => {
        const result = await generator.generate()
        if (result === undefined) return
        if (result === '') notify.error(t('seo:nothingGenerated', { label: props.label }))
        else props.onResult(result)
      }}
    >
      {generator.isBusy ? t('seo:generating') : t('seo:autoGenerate')}
    </button>
  )
}
