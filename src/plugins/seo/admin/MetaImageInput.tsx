import { FieldTypeInput, type InputProps, type UploadField } from '../../../admin/extend/forms'
import { useT } from '../../../admin/extend/i18n'
import { GenerateButton } from './GenerateButton'
import './seo.css'

/** The kit this module is the input of (the server preloads it with an editor that shows it). */
export const folioFieldKit = 'seo:image'

/** A generated id as the field keeps ids: digits are a number, as the databases' own ids are. */
const idOf = (text: string): string | number => (/^\d{1,15}$/.test(text) ? Number(text) : text)

/**
 * meta.image: the upload field's own chooser, a badge (green and good when an image is set, red
 * 'no image' otherwise) and the generate button, whose answer is the upload's id.
 */
export default function MetaImageInput(props: InputProps<UploadField>) {
  const t = useT()
  const hasImage = props.value !== null && props.value !== undefined && props.value !== ''
  const badgeId = `${props.id}-badge`
  return (
    <div className="seo-field">
      <FieldTypeInput {...props} describedBy={`${props.describedBy} ${badgeId}`} />
      <div className="seo-field__footer">
        <p className="seo-image-check" id={badgeId}>
          <span className="seo-badge" data-color={hasImage ? 'green' : 'red'}>
            {hasImage ? t('seo:good') : t('seo:noImage')}
          </span>
          <span className="seo-meter__target">{t('seo:imageHint')}</span>
        </p>
        <GenerateButton
          kind="image"
          label={props.label}
          isReadOnly={props.isReadOnly}
          onResult={(result) => props.onChange(idOf(result))}
        />
      </div>
    </div>
  )
}
