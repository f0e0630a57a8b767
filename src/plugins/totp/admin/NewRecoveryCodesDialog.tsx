import { useState } from 'react'
import { useClientConfig } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { FormDialog } from '../../../admin/extend/ui'
import { PasswordDialog } from './PasswordDialog'
import { RecoveryCodesList } from './RecoveryCodesList'
import { renewRecoveryCodes } from './totp-api'

/** New recovery codes: the current password first, then the ten new codes, shown once. */
export function NewRecoveryCodesDialog(props: { onClose: () => void }) {
  const t = useT()
  const config = useClientConfig()
  const [codes, setCodes] = useState<string[]>()
  if (!codes)
    return (
      <PasswordDialog
        title={t('totp:newRecoveryCodes')}
        text={t('totp:newCodesText')}
        confirmLabel={t('totp:createCodes')}
        send={async (password) =>
          setCodes((await renewRecoveryCodes(config.userCollection, password)).recoveryCodes)
        }
        onClose={props.onClose}
      />
    )
  return (
    <FormDialog
      title={t('totp:recoveryCodesTitle')}
      onClose={props.onClose}
      isDismissable={false}
      onSubmit={props.onClose}
      actions={
        <button type="submit" className="button button--primary">
          {t('totp:codesKept')}
        </button>
      }
    >
      <p className="dialog__body">{t('totp:recoveryCodesLead')}</p>
      <RecoveryCodesList codes={codes} />
    </FormDialog>
  )
}
