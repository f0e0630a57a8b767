import type { AccountSectionContext } from '../../../../src/admin/extend'
import { useT } from '../../../../src/admin/extend/i18n'
import { Panel } from '../../../../src/admin/extend/ui'

/** An account section: what a trusted-devices plugin would list, here the signed-in email. */
export default function DevicesSection({ user }: AccountSectionContext) {
  const t = useT()
  return (
    <Panel title={t('sample:devicesTitle')}>
      <p className="field__description">
        {t('sample:devicesText', { email: String(user.email ?? '') })}
      </p>
    </Panel>
  )
}
