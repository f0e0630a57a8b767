import { useQueryClient } from '@tanstack/react-query'
import { intlLocale } from '../../../shared/catalog'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { notify } from '../../ui/toast'
import { THEMES, type Theme } from '../../../shared/theme'
import { useI18n } from '../../i18n/I18nProvider'
import { languageName } from '../../i18n/language-name'
import { Panel } from '../../ui/Panel'
import { useTheme } from '../../lib/theme'

/** Admin language and theme; both are kept in cookies so the sign-in screens use them too. */
export function PreferencesPanel(props: {
  languages: string[]
  onLanguageChosen?: (language: string) => Promise<unknown>
}) {
  const { language, setLanguage, t } = useI18n()
  const { theme, setTheme, isForced: isThemeForced } = useTheme()
  const queryClient = useQueryClient()
  const themeLabel: Record<Theme, string> = {
    light: t('general:light'),
    dark: t('general:dark'),
    auto: t('folio:themeAuto'),
  }

  return (
    <Panel title={t('folio:preferences')}>
      <div className="field">
        <label className="field__label" htmlFor="account-language">
          {t('general:language')}
        </label>
        <select
          id="account-language"
          className="input select"
          value={language}
          onChange={async (e) => {
            const chosen = e.target.value
            await setLanguage(chosen)
            await props.onLanguageChosen?.(chosen).catch(() => undefined)
            await queryClient.invalidateQueries()
            notify.success(t('folio:languageSaved'))
          }}
        >
          {props.languages.map((code) => (
            <option key={code} value={code} lang={intlLocale(code)}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      {!isThemeForced && (
        <RadioGroup
          className="field"
          value={theme}
          onChange={(value) => setTheme(value as Theme)}
          orientation="horizontal"
        >
          <Label className="field__label">{t('general:adminTheme')}</Label>
          <div className="segmented">
            {THEMES.map((value) => (
              <Radio key={value} value={value} className="segmented__option">
                {themeLabel[value]}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      )}
    </Panel>
  )
}
