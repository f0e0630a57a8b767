import { useAdoptUserLanguage } from '../../i18n/use-user-language'
import { refetchSession } from '../../data/session-changed'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { notify } from '../../ui/toast'
import { sanitizeRedirect, withRedirectParam } from '../../../shared/redirect'
import { adminHref, adminPaths } from '../../../shared/routes'
import type { SignInRefusal } from '../../../shared/boot'
import { validateEmail, validateRequired, type ValidationResult } from '../../../shared/validation'
import { boot } from '../../lib/boot'
import { useClientConfig } from '../../lib/client-config-context'
import { navigateInAdmin } from '../../lib/navigate-in-admin'
import { useHydrated } from '../../lib/use-hydrated'
import { useSession } from '../../lib/use-session'
import { login } from '../../data/auth'
import { authErrorMessage } from '../../data/error-text'
import { HttpError } from '../../data/http'
import { pageSignInRefusal, setPageSignInRefusal } from '../../lib/sign-in-refusal'
import { useT } from '../../i18n/I18nProvider'
import { contributed } from '../../host/registry'
import { preloadSlot, shownParts, Slot } from '../../host/Slot'
import type {
  ScreenPrefetch,
  SignInMethodContext,
  SignInMethodContribution,
} from '../../host/types'
import { EmailField } from '../../ui/EmailField'
import { FieldError } from '../../ui/FieldError'
import { MinimalTemplate } from '../../ui/MinimalTemplate'
import { PasswordInput } from '../../ui/PasswordInput'
import { SubmitButton } from '../../ui/SubmitButton'
import type { TFunction } from '../../i18n/translate'

// 429: the sign-in rate limit's own message (plugin lockout), not the generic backend text.
const MESSAGE_STATUSES = [400, 401, 429]
/** The sign-in form's toasts replace each other. */
const TOAST_ID = 'sign-in'

type Results = { email?: ValidationResult; password?: ValidationResult }

/** A sign-in method is drawn once the page's code runs, unless it draws only links. */
const isClientOnly = (part: Pick<SignInMethodContribution, 'key' | 'isLinksOnly'>) =>
  !part.isLinksOnly

/**
 * The sign-in methods that draw only links are drawn with the screen, by the server too: their
 * code comes with the screen's (with none shown, nothing of their plugins is downloaded).
 */
export const prefetch: ScreenPrefetch = ({ config, search }) => {
  if (!config.hasUsers) return
  return preloadSlot(
    'sign-in',
    contributed('signInMethods').filter((part) => !isClientOnly(part)),
    { redirect: sanitizeRedirect(search.get('redirect')), config },
  )
}

/** What a sign-in refused by a form post (before the script ran) shows: what the script would show. */
function refusalText(refusal: SignInRefusal, t: TFunction): string {
  const body = refusal.message === undefined ? undefined : { message: refusal.message }
  return authErrorMessage(new HttpError(refusal.status, body), t, MESSAGE_STATUSES)
}

export function Component() {
  const t = useT()
  const config = useClientConfig()
  const session = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const adoptUserLanguage = useAdoptUserLanguage(config.language.supported)
  const [searchParams, setSearchParams] = useSearchParams()
  const [isSubmitting, setSubmitting] = useState(false)
  const [results, setResults] = useState<Results>({})
  const isHydrated = useHydrated()
  const shownError = useRef<string | null>(null)
  const [refusal, setRefusal] = useState(pageSignInRefusal)
  const redirect = searchParams.get('redirect')
  const errorMessage = searchParams.get('errorMessage')

  useEffect(() => {
    if (!errorMessage || shownError.current === errorMessage) return
    shownError.current = errorMessage
    notify.error(errorMessage, TOAST_ID)
    const next = new URLSearchParams(searchParams)
    next.delete('errorMessage')
    setSearchParams(next, { replace: true })
  }, [errorMessage, searchParams, setSearchParams])

  // The page's refusal shows on this screen only, not on the next sign-in screen of this page.
  useEffect(() => setPageSignInRefusal(undefined), [])

  const isSignedIn = Boolean(session.data?.user)
  useEffect(() => {
    if (isSignedIn && !isSubmitting) navigateInAdmin(navigate, redirect)
  }, [isSignedIn, isSubmitting, navigate, redirect])

  if (!config.hasUsers) return <Navigate to={adminPaths.createFirstUser} replace />
  const signInMethods = contributed('signInMethods')
  const signInContext: SignInMethodContext = { redirect: sanitizeRedirect(redirect), config }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '')
    const password = String(form.get('password') ?? '')
    const next: Results = {
      email: validateEmail(email, { required: true }),
      password: validateRequired(password, { required: true }),
    }
    setResults(next)
    if (next.email !== true || next.password !== true) return
    setSubmitting(true)
    setRefusal(undefined)
    try {
      const result = await login(config.userCollection, { email, password })
      if (result.redirectTo) {
        return void navigateInAdmin(
          navigate,
          withRedirectParam(result.redirectTo, sanitizeRedirect(redirect)),
        )
      }
      await refetchSession(queryClient)
      await adoptUserLanguage(queryClient)
      navigateInAdmin(navigate, redirect)
    } catch (error) {
      notify.error(authErrorMessage(error, t, MESSAGE_STATUSES), TOAST_ID)
      setSubmitting(false)
    }
  }

  return (
    <MinimalTemplate>
      <h1 className="minimal__title">{t('folio:signInTo')}</h1>
      {refusal && (
        <p className="minimal__alert" role="alert">
          {refusalText(refusal, t)}
        </p>
      )}
      {/* Posted by the browser itself before the page's script runs (the server signs in then),
          checked by the browser until then and by the form's own messages from then on. */}
      <form
        className="stack"
        method="post"
        action={adminHref(boot.adminRoute, adminPaths.login, {
          redirect: sanitizeRedirect(redirect),
        })}
        onSubmit={onSubmit}
        noValidate={isHydrated}
        aria-busy={isSubmitting}
      >
        <fieldset className="stack" disabled={isSubmitting}>
          <EmailField
            id="login-email"
            name="email"
            label={t('general:email')}
            autoComplete="email"
            defaultValue={refusal?.email}
            required
            autoFocus={!refusal}
            result={results.email}
          />
          <div className="field">
            <div className="field__label-row">
              <label className="field__label" htmlFor="login-password">
                {t('general:password')}
              </label>
              <Link className="link" to={adminPaths.forgot}>
                {t('authentication:forgotPasswordQuestion')}
              </Link>
            </div>
            <PasswordInput
              id="login-password"
              name="password"
              autoComplete="current-password"
              required
              autoFocus={Boolean(refusal)}
              aria-invalid={
                (results.password !== undefined && results.password !== true) || undefined
              }
              aria-describedby="login-password-error"
            />
            <FieldError id="login-password-error" result={results.password} />
          </div>
          <SubmitButton sendsWithoutCode>
            {isSubmitting ? t('folio:signingIn') : t('authentication:login')}
          </SubmitButton>
        </fieldset>
      </form>
      {shownParts(signInMethods, signInContext).length > 0 && (
        <>
          <div className="divider" role="separator">
            <span>{t('general:or')}</span>
          </div>
          <div className="stack">
            <Slot
              name="sign-in"
              parts={signInMethods}
              context={signInContext}
              isClientOnly={isClientOnly}
            />
          </div>
        </>
      )}
      <p className="minimal__footnote">{t('folio:loginFootnote')}</p>
    </MinimalTemplate>
  )
}
