import { Suspense } from 'react'
import { useHydrated } from '../lib/use-hydrated'
import { lazyPart } from './lazy-part'
import { signInMethods } from './registry'
import { WithPluginStrings } from './strings'
import type { SignInMethodContext } from './types'

/** Whether any plugin of this build adds a way to sign in (the sign-in screen then shows 'or'). */
export const hasSignInMethods = (): boolean => signInMethods().length > 0

/**
 * The slot below the sign-in form: each plugin's way to sign in, loaded with the sign-in screen.
 * Drawn once the page's code runs, never by the server: a method is a lazy part, and a click on
 * one the server drew could be lost while React has yet to hydrate it.
 */
export function SignInMethods(props: SignInMethodContext) {
  const isHydrated = useHydrated()
  if (!isHydrated) return null
  return (
    <Suspense fallback={null}>
      {signInMethods().map((method) => {
        const Method = lazyPart(`${method.plugin}/sign-in/${method.key}`, method.load)
        return (
          <WithPluginStrings key={`${method.plugin}/${method.key}`} plugin={method.plugin}>
            <Method {...props} />
          </WithPluginStrings>
        )
      })}
    </Suspense>
  )
}
