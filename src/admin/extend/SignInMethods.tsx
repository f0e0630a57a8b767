import { Suspense } from 'react'
import { OffUntilHydrated } from '../ui/OffUntilHydrated'
import { lazyPart } from './lazy-part'
import { signInMethods } from './registry'
import { WithPluginStrings } from './strings'
import type { SignInMethodContext } from './types'

/** Whether any plugin of this build adds a way to sign in (the sign-in screen then shows 'or'). */
export const hasSignInMethods = (): boolean => signInMethods().length > 0

/**
 * The slot below the sign-in form: each plugin's way to sign in, loaded with the sign-in screen.
 * Drawn by the server too (its strings come with the page), its buttons wait for the page's code.
 */
export function SignInMethods(props: SignInMethodContext) {
  return (
    <OffUntilHydrated>
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
    </OffUntilHydrated>
  )
}
