import { useT } from '../../../admin/extend/i18n'
import { copyWithNotice, Icon } from '../../../admin/extend/ui'
import { groupInFours } from './code-text'
import './totp.css'

/** The secret for typing into an app by hand, in groups of four, with a button that copies it whole. */
export function SetupKey(props: { secret: string }) {
  const t = useT()
  return (
    <div className="field">
      <span className="field__label">{t('totp:setupKey')}</span>
      <div className="totp-secret">
        <code>{groupInFours(props.secret)}</code>
        <button
          type="button"
          className="button button--icon"
          aria-label={t('totp:copySetupKey')}
          title={t('totp:copySetupKey')}
          onClick={() =>
            void copyWithNotice(props.secret, {
              copied: t('totp:copied'),
              failed: t('totp:copyFailed'),
            })
          }
        >
          <Icon name="copy" />
        </button>
      </div>
    </div>
  )
}
