// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInput } from '../../../admin/test-support/render-input'
import type { TextField } from '../../../shared/client-config'
import type { VideoDoc, VideoFieldConfig } from '../shared'
import { stringsEn } from './strings/en'
import VideoSelectInput from './VideoSelectInput'

const config: VideoFieldConfig = {
  apiUrl: '/api/video/videos',
  namespace: 'video',
  categories: ['site'],
  tags: ['hero'],
}
const field = { type: 'text', name: 'hero.videoId', kitConfig: config } as unknown as TextField

const doc = (id: string, over: Partial<VideoDoc>): VideoDoc => ({
  id,
  title: `Video ${id}`,
  slug: `video-${id}`,
  visibility: 'public',
  status: 'COMPLETE',
  previewThumbnailUrl: `/api/video/file/${id}/poster.jpg`,
  previewVideoUrl: `/api/video/file/${id}/preview.mp4`,
  src: { abr: { url: `/api/video/file/${id}/master.m3u8` } },
  ...over,
})

let listAnswers: (() => Response)[] = []
const requests: string[] = []

beforeEach(() => {
  requests.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requests.push(url)
      const next = listAnswers.length > 1 ? listAnswers.shift()! : listAnswers[0]!
      return Promise.resolve(next())
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  listAnswers = []
})

const list = (docs: VideoDoc[]) => () => Response.json({ docs })
const strings = { video: stringsEn }

/** Types into the field's combobox once the list has answered, and reads the options shown. */
async function openOptions(text: string) {
  await waitFor(() => expect(requests.length).toBeGreaterThan(0))
  await new Promise((resolve) => setTimeout(resolve, 0))
  await userEvent.type(screen.getByRole('combobox', { name: 'Video' }), text)
  return screen.findAllByRole('option')
}

describe('the video-select field', () => {
  it('asks to configure the plugin when the field has no video config', () => {
    renderInput(VideoSelectInput, { type: 'text' } as TextField, '', { strings })
    expect(screen.getByRole('note').textContent).toBe(stringsEn.notConfigured)
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('lists the videos with their status labels, and public or private once ready', async () => {
    listAnswers = [
      list([
        doc('1', { status: 'NO_FILE' }),
        doc('2', { status: 'PROGRESSING' }),
        doc('3', { status: 'ERROR' }),
        doc('4', { visibility: 'public' }),
        doc('5', { visibility: 'private' }),
      ]),
    ]
    renderInput(VideoSelectInput, field, '', { strings, label: 'Video' })
    await waitFor(() => expect(requests[0]).toMatch(/^\/api\/video\/videos\?/))
    const options = await openOptions('Video')
    expect(options.map((o) => o.textContent)).toEqual([
      'Video 1 (waiting...)',
      'Video 2 (encoding...)',
      'Video 3 (error)',
      'Video 4 (ready, public)',
      'Video 5 (ready, private)',
    ])
  })

  it('copies the chosen video into the sibling fields of its group', async () => {
    listAnswers = [list([doc('7', { visibility: 'private' })])]
    const view = renderInput(VideoSelectInput, field, '', {
      strings,
      label: 'Video',
      formValues: { 'hero.videoId': '', 'hero.status': '', 'hero.data': '' },
    })
    const [option] = await openOptions('7')
    await userEvent.click(option!)
    expect(view.last()).toBe('7')
    const store = view.store!
    await waitFor(() => expect(store.getValue('hero.status')).toBe('COMPLETE'))
    expect(store.getValue('hero.visibility')).toBe('private')
    expect(store.getValue('hero.previewThumbnailUrl')).toBe('/api/video/file/7/poster.jpg')
    expect(store.getValue('hero.previewVideoUrl')).toBe('/api/video/file/7/preview.mp4')
    expect(store.getValue('hero.dataUrl')).toBe('/api/video/file/7/data.json')
    expect(JSON.parse(store.getValue('hero.data') as string)).toMatchObject({
      id: '7',
      title: 'Video 7',
    })
  })

  it('opens a document whose copies are current without making it dirty, and refreshes stale ones', async () => {
    const video = doc('7', {})
    listAnswers = [list([video])]
    const current = {
      'hero.videoId': '7',
      'hero.status': 'COMPLETE',
      'hero.visibility': 'public',
      'hero.previewThumbnailUrl': '/api/video/file/7/poster.jpg',
      'hero.previewVideoUrl': '/api/video/file/7/preview.mp4',
      'hero.dataUrl': '/api/video/file/7/data.json',
      'hero.data': JSON.stringify({ id: '7', title: 'Video 7', slug: 'video-7', src: video.src }),
    }
    const clean = renderInput(VideoSelectInput, field, '7', { strings, formValues: current })
    await screen.findByLabelText('Video player: Video 7')
    expect(clean.store!.isDirty()).toBe(false)
    cleanup()

    const stale = renderInput(VideoSelectInput, field, '7', {
      strings,
      formValues: { ...current, 'hero.status': 'PROGRESSING' },
    })
    await waitFor(() => expect(stale.store!.getValue('hero.status')).toBe('COMPLETE'))
    expect(stale.store!.isDirty()).toBe(true)
  })

  it('sets the focal point on the chosen video’s preview clip, by a click or the arrow keys', async () => {
    listAnswers = [list([doc('7', {})])]
    const view = renderInput(VideoSelectInput, field, '7', {
      strings,
      formValues: { 'hero.videoId': '7', 'hero.focalX': null, 'hero.focalY': null },
    })
    const preview = await screen.findByRole('button', { name: 'Set focal point' })
    expect(preview.querySelector('video')?.getAttribute('src')).toBe(
      '/api/video/file/7/preview.mp4',
    )
    expect(screen.getByRole('region', { name: 'Focal point' })).toBeTruthy()
    // jsdom lays nothing out: the keyboard moves the point from the centre.
    preview.focus()
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}')
    expect(view.store!.getValue('hero.focalX')).toBe(51)
    expect(view.store!.getValue('hero.focalY')).toBe(60)
    expect(screen.getByText('Focal point: 51 % from the left, 60 % from the top')).toBeTruthy()
  })

  it('offers no focal point before the chosen video is ready', async () => {
    listAnswers = [list([doc('7', { status: 'PROGRESSING' })])]
    renderInput(VideoSelectInput, field, '7', { strings })
    await screen.findByText(stringsEn.stillEncoding)
    expect(screen.queryByRole('button', { name: 'Set focal point' })).toBeNull()
  })

  it('says when the list could not be loaded, logs it and stops loading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    listAnswers = [() => Response.json({ errors: [{ message: 'boom' }] }, { status: 500 })]
    renderInput(VideoSelectInput, field, '', { strings })
    expect((await screen.findByRole('alert')).textContent).toBe(stringsEn.loadError)
    expect(screen.queryByText(stringsEn.loading)).toBeNull()
    expect(log).toHaveBeenCalledWith('Error fetching video options', expect.anything())
  })

  it('shows the player’s waiting states for a chosen video that is not ready', async () => {
    listAnswers = [list([doc('2', { status: 'PROGRESSING' }), doc('1', { status: 'NO_FILE' })])]
    const view = renderInput(VideoSelectInput, field, '2', { strings })
    expect(await screen.findByText('Video is still encoding...')).toBeTruthy()
    view.setValue('1')
    expect(await screen.findByText('Waiting for video...')).toBeTruthy()
  })
})
