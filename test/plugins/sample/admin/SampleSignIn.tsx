import type { SignInMethodContext } from '../../../../src/admin/extend'
import { useT } from '../../../../src/admin/extend/i18n'
import { notify } from '../../../../src/admin/extend/ui'

/** A sign-in method: a button below the password form (a real one would start an identity provider's flow). */
export default function SampleSignIn({ redirect }: SignInMethodContext) {
  const t = useT()
  return (
    <button
      type="button"
      className="button button--secondary button--block"
      onClick={() => notify.success(t('sample:signInPressed', { redirect: redirect ?? '/' }))}
    >
      {t('sample:signIn')}
    </button>
  )
}
