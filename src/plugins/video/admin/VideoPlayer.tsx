import { useEffect, useRef } from 'react'
import { useT } from '../../../admin/extend/i18n'
import type { VideoStatus } from '../shared'

const HLS_TYPE = 'application/vnd.apple.mpegurl'

/**
 * The chosen video: a COMPLETE one plays its HLS stream (with hls.js, loaded only here, wherever
 * Media Source Extensions exist; natively elsewhere); an encoding one says so, any other waits. The box keeps
 * the video's aspect ratio (16:9 until known), so nothing moves when it loads. The poster is the
 * preview thumbnail.
 */
export function VideoPlayer(props: {
  status: VideoStatus | undefined
  streamUrl: string
  posterUrl: string
  title: string
}) {
  const t = useT()
  const ref = useRef<HTMLVideoElement>(null)
  const isPlayable = props.status === 'COMPLETE' && props.streamUrl !== ''

  useEffect(() => {
    const video = ref.current
    if (!isPlayable || !video) return
    const playNatively = () => {
      video.src = props.streamUrl
    }
    // hls.js wherever Media Source Extensions exist (the same adaptive player in every browser;
    // Chromium's own HLS support is new and partial), the browser's own HLS elsewhere (iPhone).
    const hasMse = 'MediaSource' in window || 'ManagedMediaSource' in window
    if (!hasMse) {
      if (video.canPlayType(HLS_TYPE)) playNatively()
      return () => video.removeAttribute('src')
    }
    let isGone = false
    let destroy: (() => void) | undefined
    import('hls.js')
      .then(({ default: Hls }) => {
        if (isGone) return
        if (!Hls.isSupported()) return playNatively()
        const hls = new Hls()
        hls.loadSource(props.streamUrl)
        hls.attachMedia(video)
        destroy = () => hls.destroy()
      })
      .catch((error: unknown) => console.error('The video player could not load', error))
    return () => {
      isGone = true
      destroy?.()
      video.removeAttribute('src')
    }
  }, [isPlayable, props.streamUrl])

  if (!isPlayable)
    return (
      <div className="video-player video-player--waiting" role="status">
        {props.status === 'PROGRESSING' ? t('video:stillEncoding') : t('video:waitingForVideo')}
      </div>
    )
  return (
    <div className="video-player">
      <video
        ref={ref}
        className="video-player__video"
        controls
        playsInline
        preload="metadata"
        poster={props.posterUrl || undefined}
        aria-label={t('video:player', { title: props.title })}
      />
    </div>
  )
}
