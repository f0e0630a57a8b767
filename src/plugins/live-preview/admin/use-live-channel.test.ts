// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EditorHandle } from '../../../admin/extend'
import { FormStore, type ClientField } from '../../../admin/extend/forms'
import { useLiveChannel } from './use-live-channel'

const ORIGIN = 'http://preview.test'
const fields = [{ name: 'title', type: 'text', admin: {} }] as unknown as ClientField[]

function setUp() {
  const frame = document.createElement('iframe')
  document.body.append(frame)
  const target = frame.contentWindow!
  const sent = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined)
  const store = new FormStore({ title: 'First' })
  const saved = new Set<(mode: 'save', doc: Record<string, unknown>) => void>()
  const editor: EditorHandle = {
    store,
    fields,
    doc: undefined,
    onSaved: (listener) => {
      saved.add(listener as never)
      return () => saved.delete(listener as never)
    },
  }
  const hook = renderHook(() =>
    useLiveChannel({
      target,
      origin: ORIGIN,
      editor,
      entity: { kind: 'collection', slug: 'posts', id: '7' },
      locale: 'en',
    }),
  )
  const say = (data: unknown, init: { origin?: string; source?: Window } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: init.origin ?? ORIGIN,
          source: init.source ?? target,
        }),
      )
    })
  return { sent, store, saved, hook, say }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the live-preview channel', () => {
  it('sends nothing before the preview says it is ready, nor for a ready from another origin or window, or a malformed one', () => {
    const { sent, store, say } = setUp()
    store.setValue('title', 'Typed')
    say({ type: 'payload-live-preview', ready: true }, { origin: 'http://evil.test' })
    say({ type: 'payload-live-preview', ready: true }, { source: window })
    say({ type: 'payload-live-preview', ready: 'yes' })
    say('payload-live-preview')
    say(null)
    expect(sent).not.toHaveBeenCalled()
  })

  it('answers ready with the data, the locale and the field schema, to the preview origin only; then the data as typed, once a frame', async () => {
    const { sent, store, say, hook } = setUp()
    say({ type: 'payload-live-preview', ready: true })
    expect(hook.result.current.isReady).toBe(true)
    expect(sent).toHaveBeenCalledTimes(1)
    expect(sent).toHaveBeenLastCalledWith(
      {
        type: 'payload-live-preview',
        data: { title: 'First', id: '7' },
        locale: 'en',
        collectionSlug: 'posts',
        externallyUpdatedRelationship: null,
        fieldSchemaJSON: [{ name: 'title', type: 'text' }],
      },
      ORIGIN,
    )
    store.setValue('title', 'Second')
    store.setValue('title', 'Third')
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    expect(sent).toHaveBeenCalledTimes(2)
    const [message] = sent.mock.lastCall!
    expect(message).toMatchObject({ data: { title: 'Third' } })
    expect(message).not.toHaveProperty('fieldSchemaJSON')
  })

  it('sends a document event and the data after a save, and the schema again after a new ready', () => {
    const { sent, saved, say } = setUp()
    say({ type: 'payload-live-preview', ready: true })
    act(() => {
      for (const listener of saved) listener('save', {})
    })
    expect(sent.mock.calls[1]![0]).toEqual({ type: 'payload-document-event' })
    expect(sent.mock.calls[2]![0]).toMatchObject({ type: 'payload-live-preview' })
    say({ type: 'payload-live-preview', ready: true })
    expect(sent.mock.lastCall![0]).toHaveProperty('fieldSchemaJSON')
  })
})
