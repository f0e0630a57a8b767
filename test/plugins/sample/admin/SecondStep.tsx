import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { navigateInAdmin, refetchSession } from '../../../../src/admin/extend/data'
import { useT } from '../../../../src/admin/extend/i18n'
import { MinimalTemplate } from '../../../../src/admin/extend/ui'

/**
 * The plugin's second sign-in step, a signed-out route the sign-in answer names as `redirectTo`.
 * It asks for a code (any six digits here; a real plugin would check it on its server) and then
 * goes where the sign-in was headed (the `redirect` parameter).
 */
export function Component() {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const [code, setCode] = useState('')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    await refetchSession(queryClient)
    navigateInAdmin(navigate, searchParams.get('redirect'))
  }

  return (
    <MinimalTemplate>
      <h1 className="minimal__title">{t('sample:secondStepTitle')}</h1>
      <form className="stack" onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label className="field__label" htmlFor="sample-code">
            {t('sample:secondStepCode')}
          </label>
          <input
            id="sample-code"
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary button--block">
          {t('sample:secondStepConfirm')}
        </button>
      </form>
    </MinimalTemplate>
  )
}
