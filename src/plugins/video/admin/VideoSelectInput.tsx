import { lazy, Suspense, useEffect, useState } from 'react'
import {
  FieldTypeInput,
  useFormContext,
  type InputProps,
  type SelectField,
  type TextField,
} from '../../../admin/extend/forms'
import { useT } from '../../../admin/extend/i18n'
import { Loading } from '../../../admin/extend/ui'
import { type VIDEO_SELECT_KIT, type VideoDoc } from '../shared'
import { useVideos } from './use-videos'
import { copiesOf, siblingPath, stateKeys, videoConfigOf } from './video-model'
import { VideoFocalPoint } from './VideoFocalPoint'
import { VideoPlayer } from './VideoPlayer'
import './video.css'

/** The kit this module is the input of (the server preloads it with an editor that shows it). */
export const folioFieldKit = 'video-select' satisfies typeof VIDEO_SELECT_KIT

const UploadVideoDialog = lazy(() =>
  import('./UploadVideoDialog').then((m) => ({ default: m.UploadVideoDialog })),
)

/**
 * The video-select field: a searchable list of the plugin's videos with their state, the chosen
 * video's player, and an upload modal. Choosing a video copies it into the group's sibling fields;
 * when the list answers, copies that differ from the chosen video (its encoding finished) are
 * written again — only those, so a document whose copies are current opens clean.
 */
export default function VideoSelectInput(props: InputProps<TextField>) {
  const t = useT()
  const config = videoConfigOf(props.field.kitConfig)
  const videos = useVideos(config)
  const form = useFormContext()
  const [isUploadOpen, setUploadOpen] = useState(false)
  const selectedId = typeof props.value === 'string' ? props.value : ''
  const selected = videos.data?.find((v) => String(v.id) === selectedId)
  const fieldPath = props.field.name

  function copy(video: VideoDoc) {
    if (!form) return
    for (const [name, value] of Object.entries(copiesOf(video))) {
      const path = siblingPath(fieldPath, name)
      if ((form.store.getValue(path) ?? '') !== value) form.store.setValue(path, value)
    }
  }

  // The copies follow the chosen video when the list answers (opening a document, an encoding done).
  useEffect(() => {
    if (selected) copy(selected)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer or a new choice copies
  }, [selected])

  if (!config)
    return (
      <p className="notice video-banner" role="note">
        {t('video:notConfigured')}
      </p>
    )

  const label = (video: VideoDoc) =>
    t('video:optionLabel', {
      title: video.title,
      state: stateKeys(video)
        .map((key) => t(`video:${key}`))
        .join(', '),
    })
  const selectField = {
    type: 'select',
    name: props.field.name,
    admin: {},
    options: (videos.data ?? []).map((video) => ({ label: label(video), value: String(video.id) })),
  } as SelectField

  return (
    <div className="video-field">
      <div className="video-field__row">
        <div className="video-field__select">
          <FieldTypeInput
            {...props}
            field={selectField}
            onChange={(value) => props.onChange(typeof value === 'string' ? value : null)}
          />
        </div>
        {!props.isReadOnly && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setUploadOpen(true)}
          >
            {t('video:uploadVideo')}
          </button>
        )}
      </div>
      {videos.isLoading && (
        <p className="field__description video-field__state" role="status">
          <Loading /> {t('video:loading')}
        </p>
      )}
      {videos.isError && (
        <p className="field__error video-field__state" role="alert">
          {t('video:loadError')}
        </p>
      )}
      {selectedId !== '' && (
        <VideoPlayer
          status={selected?.status}
          streamUrl={selected?.src?.abr?.url ?? ''}
          posterUrl={selected?.previewThumbnailUrl ?? ''}
          title={selected?.title ?? ''}
        />
      )}
      {form && selected?.status === 'COMPLETE' && selected.previewVideoUrl && (
        <VideoFocalPoint
          store={form.store}
          fieldPath={fieldPath}
          previewUrl={selected.previewVideoUrl}
          isReadOnly={props.isReadOnly}
        />
      )}
      {isUploadOpen && (
        <Suspense fallback={null}>
          <UploadVideoDialog
            config={config}
            onClose={() => setUploadOpen(false)}
            onUploaded={(videoId) => {
              setUploadOpen(false)
              props.onChange(videoId)
              void videos.refetch()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
