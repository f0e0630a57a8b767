import { useState } from 'react'
import type { ClientField } from '../../shared/client-config'
import { useT } from '../i18n/I18nProvider'
import { useLabel } from '../i18n/label'
import { displayValue } from './display-value'
import { ConfirmDialog } from '../ui/ConfirmDialog'

export interface EditConflict {
  /** The form values of the version saved meanwhile, and its `updatedAt`. */
  theirs: Record<string, unknown>
  theirsUpdatedAt: string | undefined
  /** The fields whose saved value differs from the one in the form. */
  paths: string[]
}

/**
 * Someone saved the document since it was opened: for every field where their value and this
 * editor's differ, a choice between the two (this editor's by default). Nothing is overwritten
 * until "Save my choices".
 */
export function ConflictDialog(props: {
  conflict: EditConflict
  mine: Record<string, unknown>
  fieldsByPath: Map<string, ClientField>
  onResolve: (choices: Record<string, 'theirs' | 'mine'>) => void
  onCancel: () => void
}) {
  const t = useT()
  const label = useLabel()
  const [choices, setChoices] = useState<Record<string, 'theirs' | 'mine'>>(() =>
    Object.fromEntries(props.conflict.paths.map((path) => [path, 'mine'])),
  )
  const setAll = (choice: 'theirs' | 'mine') =>
    setChoices(Object.fromEntries(props.conflict.paths.map((path) => [path, choice])))
  const empty = t('folio:recoveryEmpty')
  return (
    <ConfirmDialog
      isOpen
      title={t('folio:conflictTitle')}
      confirmLabel={t('folio:conflictSave')}
      cancelLabel={t('general:cancel')}
      onConfirm={() => props.onResolve(choices)}
      onCancel={props.onCancel}
    >
      <p>{t('folio:conflictText')}</p>
      <div className="conflict__all">
        <button type="button" className="button button--secondary" onClick={() => setAll('mine')}>
          {t('folio:conflictKeepMine')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAll('theirs')}>
          {t('folio:conflictTakeTheirs')}
        </button>
      </div>
      {props.conflict.paths.map((path) => {
        const field = props.fieldsByPath.get(path.split('.')[0]!)
        const name = field ? label(field.label, field.name) : path
        return (
          <fieldset key={path} className="conflict__field">
            <legend>{name}</legend>
            {(['theirs', 'mine'] as const).map((side) => (
              <label key={side} className="conflict__choice">
                <input
                  type="radio"
                  name={`conflict-${path}`}
                  value={side}
                  checked={choices[path] === side}
                  onChange={() => setChoices((c) => ({ ...c, [path]: side }))}
                />
                <span className="conflict__side">
                  {side === 'theirs' ? t('folio:conflictTheirs') : t('folio:conflictMine')}
                </span>
                <span className="conflict__value">
                  {displayValue(
                    side === 'theirs' ? props.conflict.theirs[path] : props.mine[path],
                    empty,
                    field,
                  )}
                </span>
              </label>
            ))}
          </fieldset>
        )
      })}
    </ConfirmDialog>
  )
}
