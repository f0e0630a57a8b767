import type { EditorSlotContext } from '../../../../src/admin/extend'
import { useField } from '../../../../src/admin/extend/forms'
import { useT } from '../../../../src/admin/extend/i18n'
import { Panel } from '../../../../src/admin/extend/ui'
import { pluginSettings } from '../../../../src/shared/client-config'
import { countWords } from './count-words'

/**
 * A side panel beside the form: the title's words against the goal of the plugin's typed
 * settings, live as the user types (it reads the form's store).
 */
export default function WordGoalPanel({ entity, editor }: EditorSlotContext) {
  const t = useT()
  const title = useField(editor.store, 'title').value
  const goal = pluginSettings(entity, 'sample')?.titleWordGoal ?? 0
  const count = countWords(title)
  return (
    <Panel title={t('sample:goalTitle')}>
      <p className="field__description">
        {count >= goal
          ? t('sample:goalReached', { count, goal })
          : t('sample:goalMissing', { count, goal })}
      </p>
    </Panel>
  )
}
