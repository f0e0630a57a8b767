import { useEffect, useState } from 'react'
import { useT } from '../../../admin/extend/i18n'
import { copyText, Icon } from '../../../admin/extend/ui'

const SHOWN_MS = 2000

/** Copies a text; says 'Copied' for a moment (to readers of assistive technology too). */
export function CopyButton(props: { text: string; label: string }) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <>
      <button
        type="button"
        className="button button--secondary api-view__copy"
        aria-label={props.label}
        onClick={() => void copyText(props.text).then(setCopied)}
      >
        <Icon name={copied ? 'check' : 'copy'} />
        <span aria-hidden="true">{copied ? t('general:copied') : t('general:copy')}</span>
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('general:copied') : ''}
      </span>
    </>
  )
}
