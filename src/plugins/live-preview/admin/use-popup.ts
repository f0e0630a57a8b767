import { useEffect, useState } from 'react'

/** The detached window's size (SPEC): 800 by 700, centred on the admin's window. */
const WIDTH = 800
const HEIGHT = 700
/** How often a closed popup is looked for. */
const POLL_MS = 1000

/**
 * The preview in a window of its own: open it, and notice (polling every second) when it is
 * closed, which brings the preview back into the pane. Leaving the view closes it.
 */
export function usePopup(): {
  popup: Window | undefined
  open: (url: string) => void
  close: () => void
} {
  const [popup, setPopup] = useState<Window>()
  useEffect(() => {
    if (!popup) return
    const timer = setInterval(() => {
      if (popup.closed) setPopup(undefined)
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [popup])
  useEffect(() => () => popup?.close(), [popup])
  const open = (url: string) => {
    const left = Math.round(window.screenX + (window.outerWidth - WIDTH) / 2)
    const top = Math.round(window.screenY + (window.outerHeight - HEIGHT) / 2)
    const opened = window.open(
      url,
      'folio-live-preview',
      `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`,
    )
    if (opened) setPopup(opened)
  }
  return { popup, open, close: () => popup?.close() }
}
