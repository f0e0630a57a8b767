import { useEffect, useRef, useState } from 'react'
import type { DocumentViewContext, EditorHandle } from '../../../admin/extend'
import { dataToSave } from '../../../admin/extend/forms'
import {
  DOCUMENT_EVENT_TYPE,
  fieldSchemaJSON,
  isReadyMessage,
  MESSAGE_TYPE,
  type DataMessage,
} from './protocol'

/**
 * The conversation with one preview window (the iframe's or the popup's): nothing is sent until
 * that window says it is ready (again after each reload or navigation, when the first message
 * carries the field schema again); then the form's data goes out as it is typed, at most once a
 * frame, and a document event after each save. Only messages from that window and the preview's
 * origin count; messages go only to that origin.
 */
export function useLiveChannel(args: {
  target: Window | null | undefined
  origin: string | undefined
  editor: EditorHandle
  entity: DocumentViewContext['target']
  locale: string | undefined
}): { isReady: boolean } {
  const { target, origin, editor } = args
  const [isReady, setReady] = useState(false)
  const latest = useRef(args)
  latest.current = args

  useEffect(() => {
    setReady(false)
    if (!target || !origin) return
    let ready = false
    let frame = 0
    const post = (message: unknown) => {
      try {
        target.postMessage(message, origin)
      } catch {
        // a closed window: the pane notices and switches back
      }
    }
    const send = (withSchema: boolean) => {
      const { entity, locale } = latest.current
      const id = entity.kind === 'collection' ? entity.id : undefined
      const message: DataMessage = {
        type: MESSAGE_TYPE,
        data: { ...dataToSave(editor.fields, editor.store.getValues()), ...(id && { id }) },
        locale,
        ...(entity.kind === 'collection'
          ? { collectionSlug: entity.slug }
          : { globalSlug: entity.slug }),
        externallyUpdatedRelationship: null,
        ...(withSchema && { fieldSchemaJSON: fieldSchemaJSON(editor.fields) }),
      }
      post(message)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== target || event.origin !== origin || !isReadyMessage(event.data)) return
      ready = true
      setReady(true)
      send(true)
    }
    const onChange = () => {
      if (!ready || frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        send(false)
      })
    }
    window.addEventListener('message', onMessage)
    const unsubscribe = editor.store.subscribeAny(onChange)
    const unsubscribeSaved = editor.onSaved(() => {
      if (!ready) return
      post({ type: DOCUMENT_EVENT_TYPE })
      send(false)
    })
    return () => {
      window.removeEventListener('message', onMessage)
      unsubscribe()
      unsubscribeSaved()
      cancelAnimationFrame(frame)
    }
  }, [target, origin, editor])

  return { isReady }
}
