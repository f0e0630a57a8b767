import { useEffect, useRef, useState, type DragEvent } from 'react'

/** Handlers that take files dropped on an element, and whether files are being dragged over it. */
export function useFileDrop(isEnabled: boolean, onFiles: (files: File[]) => void) {
  const [isDragging, setDragging] = useState(false)
  if (!isEnabled) return { isDragging: false, handlers: {} }
  return {
    isDragging,
    handlers: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setDragging(true)
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault()
        setDragging(false)
        const files = [...event.dataTransfer.files]
        if (files.length > 0) onFiles(files)
      },
    },
  }
}

/** Files pasted anywhere on the page but into a text field (where pasting is typing). */
export function usePastedFiles(isEnabled: boolean, onFiles: (files: File[]) => void) {
  const latest = useRef(onFiles)
  latest.current = onFiles
  useEffect(() => {
    if (!isEnabled) return
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, [contenteditable="true"], [contenteditable=""]')) return
      const files = [...(event.clipboardData?.files ?? [])]
      if (files.length === 0) return
      event.preventDefault()
      latest.current(files)
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  }, [isEnabled])
}
