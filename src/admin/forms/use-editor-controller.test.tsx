// @vitest-environment jsdom
import '../test-support/jsdom'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ClientField } from '../../shared/client-config'
import type { SaveMode } from '../data/documents'
import { HttpError } from '../data/http'
import { I18nProvider } from '../i18n/I18nProvider'
import { useEditorController, type EditorControllerOptions } from './use-editor-controller'

// The editor's behaviour without its look: what is sent, in which mode, against which version.

const fields: ClientField[] = [
  { type: 'text', name: 'title', required: true, admin: {} },
  { type: 'text', name: 'summary', admin: {} },
  { type: 'date', name: 'updatedAt', admin: { readOnly: true } },
]
const english = { language: 'en', dictionary: {}, fallback: {}, packs: [] }
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider initial={english}>{children}</I18nProvider>
)

type Save = EditorControllerOptions['save']

/** A server that saves whatever it gets, one revision (and one second) after the version before. */
function savingServer() {
  let revision = 1
  return vi.fn<Save>(async (data) => ({
    doc: { ...data, folioRevision: ++revision, updatedAt: `2026-11-27T00:00:0${revision}.000Z` },
  }))
}

function controllerOf(options: Partial<EditorControllerOptions> & { save: Save }) {
  return renderHook(
    () =>
      useEditorController({
        fields,
        doc: {
          title: 'First',
          summary: 'One',
          folioRevision: 1,
          updatedAt: '2026-11-27T00:00:01.000Z',
        },
        isReadOnly: false,
        idPrefix: 'doc',
        ...options,
      }),
    { wrapper },
  )
}

afterEach(cleanup)

describe('the editor controller', () => {
  it('sends each save with the version it edits, and moves that version forward with each one', async () => {
    const save = savingServer()
    const onSaved = vi.fn()
    const heard: SaveMode[] = []
    const { result } = controllerOf({ save, onSaved })
    result.current.handle.onSaved((mode) => heard.push(mode))
    act(() => result.current.store.setValue('summary', 'Two'))
    await act(() => result.current.saveAs('save'))
    await act(() => result.current.saveAs('save'))
    expect(save.mock.calls.map(([data, mode, options]) => [data.summary, mode, options])).toEqual([
      ['Two', 'save', { baseVersion: '"r1"' }],
      ['Two', 'save', { baseVersion: '"r2"' }],
    ])
    expect(onSaved).toHaveBeenCalledTimes(2)
    expect(heard).toEqual(['save', 'save'])
  })

  it('checks the fields before a save or a publish, not before a draft', async () => {
    const save = savingServer()
    const { result } = controllerOf({
      save,
      doc: undefined,
      drafts: { status: 'draft', canPublish: true },
    })
    await act(() => result.current.saveAs('publish'))
    expect(save).not.toHaveBeenCalled()
    expect(result.current.store.getError('title')).toBeDefined()
    await act(() => result.current.saveAs('draft'))
    expect(save.mock.calls.map(([, mode]) => mode)).toEqual(['draft'])
    expect(result.current.submitMode).toBe('draft')
  })

  it('sends nothing from a read-only form', async () => {
    const save = savingServer()
    const { result } = controllerOf({ save, isReadOnly: true })
    await act(() => result.current.saveAs('save'))
    expect(save).not.toHaveBeenCalled()
    expect(result.current.canSave).toBe(false)
  })

  it('on a 409, offers the edited fields that differ, then saves the choice against their version', async () => {
    const theirs = {
      title: 'Theirs',
      summary: 'Their summary',
      folioRevision: 7,
      updatedAt: '2026-11-27T09:00:00.000Z',
    }
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new HttpError(409, {}))
      .mockImplementation(async (data) => ({
        doc: { ...data, updatedAt: '2026-11-27T10:00:00.000Z' },
      }))
    const { result } = controllerOf({ save, loadCurrent: async () => theirs })
    act(() => {
      result.current.store.setValue('title', 'Mine')
      result.current.store.setValue('summary', 'My summary')
    })
    await act(() => result.current.saveAs('save'))
    expect(result.current.conflict?.paths).toEqual(['title', 'summary'])

    await act(async () => result.current.resolveConflict({ title: 'mine', summary: 'theirs' }))
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    const [data, mode, options] = save.mock.calls[1]!
    expect([data.title, data.summary, mode, options]).toEqual([
      'Mine',
      'Their summary',
      'save',
      { baseVersion: '"r7"' },
    ])
    expect(result.current.conflict).toBeUndefined()
  })

  it('puts a refused save’s messages on their fields and keeps what is typed', async () => {
    const save = vi.fn<Save>().mockRejectedValue(
      new HttpError(400, {
        errors: [{ data: { errors: [{ path: 'summary', message: 'Too short.' }] } }],
      }),
    )
    const { result } = controllerOf({ save })
    act(() => result.current.store.setValue('summary', 'x'))
    await act(() => result.current.saveAs('save'))
    expect(result.current.store.getError('summary')).toEqual({ message: 'Too short.' })
    expect(result.current.store.getValues().summary).toBe('x')
  })

  it('offers unpublishing only for a published document the user may publish', () => {
    const save = savingServer()
    const published = controllerOf({ save, drafts: { status: 'published', canPublish: true } })
    expect(published.result.current.canUnpublish).toBe(true)
    const draft = controllerOf({ save, drafts: { status: 'draft', canPublish: true } })
    expect(draft.result.current.canUnpublish).toBe(false)
    const noRight = controllerOf({ save, drafts: { status: 'published', canPublish: false } })
    expect(noRight.result.current.canUnpublish).toBe(false)
  })
})
