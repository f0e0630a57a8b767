import { useQuery } from '@tanstack/react-query'
import { useId, useReducer } from 'react'
import { FormDialog } from '../../../admin/extend/ui'
import { useT } from '../../../admin/extend/i18n'
import { VIDEO_TITLE_MAX, type VideoFieldConfig } from '../shared'
import { slugFromTitle } from '../../../shared/slug'
import { createUpload, fetchTaxonomyIds, sendVideoFile } from './video-api'
import { extensionOf, uploadReducer } from './upload-state'

/**
 * The upload modal: pick a video file (its name becomes the title, cut to 100 characters; the slug
 * follows the title), start once the field's category and tag ids are known, follow the bytes
 * sent, and hand the new video's id over. It cannot be closed while the file is sent; any failure
 * is logged and starts over.
 */
export function UploadVideoDialog(props: {
  config: VideoFieldConfig
  onClose: () => void
  onUploaded: (videoId: string) => void
}) {
  const t = useT()
  const id = useId()
  const [state, send] = useReducer(uploadReducer, { phase: 'new', hasFailed: false })
  const ids = useQuery({
    queryKey: [
      'video',
      'taxonomy-ids',
      props.config.namespace,
      props.config.categories,
      props.config.tags,
    ],
    queryFn: async () => ({
      categories: await fetchTaxonomyIds(props.config, 'categories'),
      tags: await fetchTaxonomyIds(props.config, 'tags'),
    }),
    staleTime: 60_000,
  })
  const isUploading = state.phase === 'uploading'
  const canStart = state.phase === 'file' && ids.data !== undefined && state.title.trim() !== ''

  async function start() {
    if (state.phase !== 'file' || !ids.data) return
    const { file, title } = state
    send({ type: 'start' })
    try {
      const answer = await createUpload(props.config, {
        title,
        slug: slugFromTitle(title),
        extension: extensionOf(file.name),
        mimeType: file.type,
        visibility: 'public',
        categories: ids.data.categories,
        tags: ids.data.tags,
      })
      if (!answer?.videoId || !answer.signedUrl)
        throw new Error('The upload answer has no videoId or signedUrl')
      await sendVideoFile({
        signedUrl: answer.signedUrl,
        file,
        onProgress: (fraction) => send({ type: 'progress', fraction }),
      })
      send({ type: 'done', videoId: answer.videoId })
      props.onUploaded(answer.videoId)
    } catch (error) {
      console.error('Video upload failed', error)
      send({ type: 'fail' })
    }
  }

  return (
    <FormDialog
      title={t('video:uploadTitle')}
      isDismissable={!isUploading}
      onClose={() => {
        if (!isUploading) props.onClose()
      }}
      onSubmit={() => void start()}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={isUploading}
            onClick={props.onClose}
          >
            {t('video:cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!canStart}>
            {t('video:startUpload')}
          </button>
        </>
      }
    >
      {state.phase === 'new' && state.hasFailed && (
        <p className="notice notice--error" role="alert">
          {t('video:uploadFailed')}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          {t('video:file')}
        </label>
        <input
          id={`${id}-file`}
          className="input"
          type="file"
          accept="video/*"
          disabled={isUploading}
          onChange={(event) => send({ type: 'pick', file: event.currentTarget.files?.[0] })}
        />
      </div>
      {(state.phase === 'file' || state.phase === 'uploading') && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-title`}>
              {t('video:title')}
            </label>
            <input
              id={`${id}-title`}
              className="input"
              value={state.title}
              maxLength={VIDEO_TITLE_MAX}
              readOnly={isUploading}
              aria-describedby={`${id}-title-hint`}
              onChange={(event) => send({ type: 'title', title: event.currentTarget.value })}
            />
            <p className="field__description" id={`${id}-title-hint`}>
              {t('video:titleHint', { max: String(VIDEO_TITLE_MAX) })}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-slug`}>
              {t('video:slug')}
            </label>
            <input
              id={`${id}-slug`}
              className="input"
              value={slugFromTitle(state.title)}
              readOnly
            />
          </div>
        </>
      )}
      {state.phase === 'file' && ids.data === undefined && (
        <p className="field__description" role="status">
          {t('video:resolving')}
        </p>
      )}
      {state.phase === 'uploading' && (
        <div className="video-upload-progress">
          <progress
            className="video-upload-progress__bar"
            max={100}
            value={state.percent}
            aria-label={t('video:progress')}
          />
          <span role="status">{t('video:uploading', { percent: String(state.percent) })}</span>
        </div>
      )}
    </FormDialog>
  )
}
