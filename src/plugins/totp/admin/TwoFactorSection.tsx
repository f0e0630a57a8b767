import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { AccountSectionContext } from '../../../admin/extend'
import { boot, queryKeys, useClientConfig } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { Panel, notify } from '../../../admin/extend/ui'
import { withRedirectParam } from '../../../shared/redirect'
import { adminHref, adminPaths } from '../../../shared/routes'
import { TOTP_ROUTES } from '../shared'
import { NewRecoveryCodesDialog } from './NewRecoveryCodesDialog'
import { PasswordDialog } from './PasswordDialog'
import { disableTotp } from './totp-api'
import { totpConfigOf } from './totp-user'

/**
 * The account page's two-factor section: off, 'Enable' opens the enrollment (which comes back
 * here); on, 'Disable' and 'New recovery codes', each after the current password.
 */
export default function TwoFactorSection({ user }: AccountSectionContext) {
  const t = useT()
  const config = useClientConfig()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<'disable' | 'codes'>()
  const isOn = totpConfigOf(user)?.enabled === true

  async function disable(password: string) {
    await disableTotp(config.userCollection, password)
    notify.success(t('totp:disabled'))
    setDialog(undefined)
    await queryClient.invalidateQueries({ queryKey: queryKeys.me() })
  }

  return (
    <Panel title={t('totp:sectionTitle')}>
      <p className="field__description">{isOn ? t('totp:statusOn') : t('totp:statusOff')}</p>
      <div className="totp-actions">
        {isOn ? (
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDialog('codes')}
            >
              {t('totp:newRecoveryCodes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDialog('disable')}
            >
              {t('totp:disable')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              void navigate(
                withRedirectParam(
                  TOTP_ROUTES.enroll,
                  adminHref(boot.adminRoute, adminPaths.account),
                ),
              )
            }
          >
            {t('totp:enable')}
          </button>
        )}
      </div>
      {dialog === 'disable' && (
        <PasswordDialog
          title={t('totp:disableTitle')}
          text={t('totp:disableText')}
          confirmLabel={t('totp:disable')}
          isDestructive
          send={disable}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'codes' && <NewRecoveryCodesDialog onClose={() => setDialog(undefined)} />}
    </Panel>
  )
}
