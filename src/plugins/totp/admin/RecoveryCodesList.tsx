import { useT } from '../../../admin/extend/i18n'
import { copyWithNotice, Icon } from '../../../admin/extend/ui'
import { downloadText } from './text-file'
import './totp.css'

/** The file the codes download as. */
export const RECOVERY_CODES_FILE = 'recovery-codes.txt'

/** Recovery codes, shown once: the list, and buttons to copy them or download them as a text file. */
export function RecoveryCodesList(props: { codes: readonly string[] }) {
  const t = useT()
  const text = props.codes.join('\n') + '\n'
  return (
    <>
      <ol className="totp-codes" aria-label={t('totp:recoveryCodesList')}>
        {props.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="totp-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void copyWithNotice(text, { copied: t('totp:copied'), failed: t('totp:copyFailed') })
          }
        >
          <Icon name="copy" />
          {t('totp:copyCodes')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => downloadText(RECOVERY_CODES_FILE, text)}
        >
          <Icon name="file" />
          {t('totp:downloadCodes')}
        </button>
      </div>
    </>
  )
}
