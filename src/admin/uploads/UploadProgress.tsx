import { useT } from '../i18n/I18nProvider'

/** How much of a file is sent, as a bar and in words. */
export function UploadProgress(props: { fraction: number; label: string }) {
  const t = useT()
  const percent = Math.round(props.fraction * 100)
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__bar"
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className="upload-progress__text">{t('folio:uploadProgress', { percent })}</span>
    </div>
  )
}
