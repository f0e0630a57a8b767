import { useId } from 'react'
import { useField, type FormStore } from '../../../admin/extend/forms'
import { useT } from '../../../admin/extend/i18n'
import { FilePreview, focalOf, type FocalPoint } from '../../../admin/extend/ui'
import '../../../admin/styles/uploads.css'
import { siblingPath } from './video-model'

/**
 * The focal point of the chosen video, set on its preview clip by a click or the arrow keys, into
 * the group's `focalX` and `focalY` (percent, as an image's): front ends crop the video around it.
 */
export function VideoFocalPoint(props: {
  store: FormStore
  fieldPath: string
  previewUrl: string
  isReadOnly: boolean
}) {
  const t = useT()
  const headingId = useId()
  const xPath = siblingPath(props.fieldPath, 'focalX')
  const yPath = siblingPath(props.fieldPath, 'focalY')
  const x = useField(props.store, xPath).value
  const y = useField(props.store, yPath).value
  const focal = focalOf({ focalX: x, focalY: y })
  const setFocal = (point: FocalPoint) => {
    props.store.setValue(xPath, point.x)
    props.store.setValue(yPath, point.y)
  }
  return (
    <section className="video-focal" aria-labelledby={headingId}>
      <h3 id={headingId} className="video-focal__heading">
        {t('video:focalPoint')}
      </h3>
      <FilePreview
        src={props.previewUrl}
        mimeType="video/mp4"
        filename="preview.mp4"
        focal={focal}
        onFocal={props.isReadOnly ? undefined : setFocal}
        focalHelp={t('video:focalPointHelp')}
      />
    </section>
  )
}
