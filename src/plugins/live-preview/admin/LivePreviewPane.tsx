import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type CSSProperties } from 'react'
import type { DocumentViewContext } from '../../../admin/extend'
import { api } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { pluginSettings } from '../../../shared/client-config'
import { Loading } from '../../../admin/extend/ui'
import { LIVE_PREVIEW_SLUG, LIVE_PREVIEW_URL_PATH, type LivePreviewUrlAnswer } from '../shared'
import { originOf } from './protocol'
import { RESPONSIVE } from './toolbar-state'
import { Toolbar } from './Toolbar'
import { useFrameBlocked } from './use-frame-blocked'
import { useLiveChannel } from './use-live-channel'
import { usePopup } from './use-popup'
import { useToolbarState } from './toolbar-state'
import './live-preview.css'

/** Past this without the preview page's ready, the pane says it has not connected. */
const READY_WAIT_MS = 10_000

/**
 * The preview tab's pane beside the edit form: the toolbar, and the document's front end in an
 * iframe, or in a window of its own while one is open, kept up to date as the form changes.
 */
export default function LivePreviewPane(props: DocumentViewContext) {
  const t = useT()
  const { editor, target, entity, locale } = props
  const settings = pluginSettings(entity, LIVE_PREVIEW_SLUG)
  const breakpoints = settings?.breakpoints ?? []
  const toolbar = useToolbarState(breakpoints.map((b) => b.name))
  const { state } = toolbar
  const address = useQuery({
    queryKey: ['live-preview-url', target, locale, editor?.doc?.updatedAt],
    queryFn: ({ signal }) =>
      api<LivePreviewUrlAnswer>(LIVE_PREVIEW_URL_PATH, {
        signal,
        query:
          target.kind === 'collection'
            ? { collection: target.slug, id: target.id, locale }
            : { global: target.slug, locale },
      }),
    // A new address after a save (it may depend on the data) keeps the page until it is known.
    placeholderData: (previous) => previous,
    retry: false,
  })
  const url = address.data?.url
  const origin = url ? originOf(url, window.location.href) : undefined
  const isBlocked = useFrameBlocked(origin)
  const { popup, open, close } = usePopup()
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null)
  const targetWindow = popup ?? frame?.contentWindow
  const channel = useLiveChannel({
    target: targetWindow,
    origin,
    editor: editor!,
    entity: target,
    locale,
  })
  const [isLate, setLate] = useState(false)
  useEffect(() => {
    setLate(false)
    if (channel.isReady || !url) return
    const timer = setTimeout(() => setLate(true), READY_WAIT_MS)
    return () => clearTimeout(timer)
  }, [channel.isReady, url, targetWindow])

  const isSized = state.breakpoint !== RESPONSIVE
  const frameStyle: CSSProperties = isSized
    ? {
        width: state.width,
        height: state.height,
        transform: `scale(${state.zoom})`,
      }
    : {
        transform: `scale(${state.zoom})`,
        width: `${100 / state.zoom}%`,
        height: `${100 / state.zoom}%`,
      }

  return (
    <section
      className="live-preview"
      data-position={state.position}
      aria-label={t('general:livePreview')}
    >
      <Toolbar
        state={state}
        breakpoints={breakpoints}
        onChange={toolbar.change}
        onDetach={url && !popup ? () => open(url) : undefined}
      />
      {toolbar.wasReset && (
        <p className="notice" role="status">
          {t('live-preview:sizeReset')}
        </p>
      )}
      {address.isError ? (
        <p className="notice" role="alert">
          {t('live-preview:urlFailed')}
        </p>
      ) : !url ? (
        <Loading />
      ) : popup ? (
        <div className="live-preview__detached">
          <p>{t('live-preview:inPopup')}</p>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('live-preview:bringBack')}
          </button>
        </div>
      ) : isBlocked ? (
        // A refused frame only shows the browser's error: the pane says why instead (the popup
        // still works, a window is no frame).
        <p className="notice" role="alert">
          {t('live-preview:blocked', { origin: origin! })}
        </p>
      ) : (
        <>
          {!channel.isReady && (
            <p className="live-preview__status" role="status">
              {isLate ? t('live-preview:notConnected') : t('live-preview:waiting')}
            </p>
          )}
          <div className="live-preview__viewport" data-sized={isSized || undefined}>
            <iframe
              ref={setFrame}
              className="live-preview__frame"
              title={t('general:livePreview')}
              src={url}
              style={frameStyle}
            />
          </div>
        </>
      )}
    </section>
  )
}
