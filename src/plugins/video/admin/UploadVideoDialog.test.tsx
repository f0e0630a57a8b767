// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInput } from '../../../admin/test-support/render-input'
import type { TextField } from '../../../shared/client-config'
import type { VideoFieldConfig } from '../shared'
import { stringsEn } from './strings/en'
import * as videoApi from './video-api'
import VideoSelectInput from './VideoSelectInput'

// The file's own PUT goes through XMLHttpRequest (its progress), which jsdom would send nowhere.
vi.mock('./video-api', async (original) => ({
  ...(await original<typeof videoApi>()),
  sendVideoFile: vi.fn(),
}))
const send = vi.mocked(videoApi.sendVideoFile)

const config: VideoFieldConfig = {
  apiUrl: '/api/video/videos',
  namespace: 'video',
  categories: ['site'],
  tags: ['hero'],
}
const field = { type: 'text', name: 'videoId', kitConfig: config } as unknown as TextField
const strings = { video: stringsEn }

let taxonomy: Promise<void> = Promise.resolve()
let uploadAnswer: unknown = { videoId: 'new1', signedUrl: '/api/video/upload/new1?grant=x' }
const bodies: Record<string, unknown> = {}
let listCalls = 0

beforeEach(() => {
  taxonomy = Promise.resolve()
  uploadAnswer = { videoId: 'new1', signedUrl: '/api/video/upload/new1?grant=x' }
  listCalls = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0]!
      if (init.body) bodies[path] = JSON.parse(init.body as string)
      if (path === '/api/video/categories' || path === '/api/video/tags') {
        await taxonomy
        return Response.json({ docs: [{ id: path.endsWith('tags') ? 2 : 1 }] })
      }
      if (path === '/api/video/videos/upload') return Response.json(uploadAnswer)
      listCalls++
      return Response.json({ docs: [] })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  send.mockReset()
})

const file = (name: string) => new File(['data'], name, { type: 'video/mp4' })

async function openDialog() {
  const view = renderInput(VideoSelectInput, field, '', { strings, label: 'Video' })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Upload video' }))
  const dialog = await screen.findByRole('dialog', { name: 'Upload a video' })
  return { view, user, dialog }
}

const start = () => screen.getByRole('button', { name: 'Start upload' })

describe('the upload modal', () => {
  it('takes video files only, and titles a picked file with its name, the slug following', async () => {
    const { user, dialog } = await openDialog()
    const picker = within(dialog).getByLabelText('Video file')
    expect(picker.getAttribute('accept')).toBe('video/*')
    expect(start()).toHaveProperty('disabled', true)
    await user.upload(picker, file('Mein Größter Film (2024).mp4'))
    const title = within(dialog).getByRole('textbox', { name: 'Title' })
    expect(title).toHaveProperty('value', 'Mein Größter Film (2024)')
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveProperty(
      'value',
      'mein-groesster-film-2024',
    )
    await user.clear(title)
    await user.click(title)
    await user.paste('x'.repeat(130))
    expect((title as HTMLInputElement).value).toHaveLength(100)
  })

  it('keeps the start button disabled until the category and tag ids are resolved', async () => {
    let resolve: () => void = () => undefined
    taxonomy = new Promise((r) => (resolve = r))
    const { user, dialog } = await openDialog()
    await user.upload(within(dialog).getByLabelText('Video file'), file('clip.mp4'))
    expect(start()).toHaveProperty('disabled', true)
    expect(within(dialog).getByText(stringsEn.resolving)).toBeTruthy()
    resolve()
    await waitFor(() => expect(start()).toHaveProperty('disabled', false))
  })

  it('cannot be closed while uploading, shows the progress, then selects the new video', async () => {
    let finish: () => void = () => undefined
    send.mockImplementation(({ onProgress }) => {
      onProgress(0.5)
      return new Promise<void>((r) => (finish = r))
    })
    const { view, user, dialog } = await openDialog()
    await user.upload(within(dialog).getByLabelText('Video file'), file('clip.mp4'))
    await waitFor(() => expect(start()).toHaveProperty('disabled', false))
    await user.click(start())
    expect(await within(dialog).findByText('Uploading… 50 %')).toBeTruthy()
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveProperty(
      'value',
      50,
    )
    expect(start()).toHaveProperty('disabled', true)
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true)
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(bodies['/api/video/videos/upload']).toEqual({
      title: 'clip',
      slug: 'clip',
      extension: 'mp4',
      mimeType: 'video/mp4',
      visibility: 'public',
      categories: [1],
      tags: [2],
    })
    expect(send.mock.calls[0]![0].signedUrl).toBe('/api/video/upload/new1?grant=x')
    const listed = listCalls
    finish()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(view.last()).toBe('new1')
    await waitFor(() => expect(listCalls).toBeGreaterThan(listed))
  })

  it('logs a failure and starts over when the answer has no signed URL', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    uploadAnswer = { videoId: 'new1' }
    const { user, dialog } = await openDialog()
    await user.upload(within(dialog).getByLabelText('Video file'), file('clip.mp4'))
    await waitFor(() => expect(start()).toHaveProperty('disabled', false))
    await user.click(start())
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stringsEn.uploadFailed)
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).toBeNull()
    expect(start()).toHaveProperty('disabled', true)
    expect(log).toHaveBeenCalled()
    expect(send).not.toHaveBeenCalled()
  })

  it('starts over when sending the file fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    send.mockRejectedValue(new Error('status 403'))
    const { user, dialog } = await openDialog()
    await user.upload(within(dialog).getByLabelText('Video file'), file('clip.mp4'))
    await waitFor(() => expect(start()).toHaveProperty('disabled', false))
    await user.click(start())
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stringsEn.uploadFailed)
  })
})
