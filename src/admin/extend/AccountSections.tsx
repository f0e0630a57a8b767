import { Suspense } from 'react'
import { lazyPart } from './lazy-part'
import { accountSections } from './registry'
import { WithPluginStrings } from './strings'
import type { AccountSectionContext } from './types'

/** The slot at the end of the account page: each plugin's section whose `when` holds. */
export function AccountSections(props: AccountSectionContext) {
  const shown = accountSections().filter((section) => section.when?.(props) ?? true)
  return (
    <Suspense fallback={null}>
      {shown.map((section) => {
        const Section = lazyPart(`${section.plugin}/account/${section.key}`, section.load)
        return (
          <WithPluginStrings key={`${section.plugin}/${section.key}`} plugin={section.plugin}>
            <Section {...props} />
          </WithPluginStrings>
        )
      })}
    </Suspense>
  )
}
