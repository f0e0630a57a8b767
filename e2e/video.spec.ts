import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import ffmpeg from '@ffmpeg-installer/ffmpeg'
import { testPatternArgs } from '../src/plugins/video/server/test-pattern'
import { seriousViolations } from './support/axe'

/** A two-second 320×180 test clip with sound, made by ffmpeg. */
function makeClip(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'folio-video-')), 'Test Clip (e2e).mp4')
  execFileSync(ffmpeg.path, testPatternArgs(file, { width: 320, height: 180, seconds: 2 }))
  return file
}

/** Slows the page's uploads (Chromium), so the progress is seen between 0 and 100 %. */
async function throttleUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 48 * 1024,
  })
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
}

test.describe('video', () => {
  test.describe.configure({ timeout: 180_000 })

  test('uploads a video through the modal, sees it encode and plays it; the post keeps the copies and the focal point', async ({
    page,
    request,
    baseURL,
  }) => {
    const clip = makeClip()
    await page.goto('/admin/collections/posts/create')
    const upload = page.getByRole('button', { name: 'Upload video' })
    await expect(upload).toBeVisible()
    expect(await seriousViolations(page, { include: ['.video-field'] })).toEqual([])

    await upload.click()
    const dialog = page.getByRole('dialog', { name: 'Upload a video' })
    await expect(dialog.getByLabel('Video file')).toHaveAttribute('accept', 'video/*')
    await dialog.getByLabel('Video file').setInputFiles(clip)
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Test Clip (e2e)')
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('test-clip-e2e')
    expect(await seriousViolations(page, { include: ['.dialog'] })).toEqual([])

    const unthrottle = await throttleUploads(page)
    await dialog.getByRole('button', { name: 'Start upload' }).click()
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' })
    await expect(progress).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 })
      .toBeGreaterThan(0)
    await expect(dialog).toBeHidden({ timeout: 60_000 })
    await unthrottle()

    const box = page.getByRole('combobox', { name: 'Video' })
    await expect(box).toHaveValue(/^Test Clip \(e2e\) \((waiting|encoding)\.\.\.\)$/)
    await expect(page.getByText(/Video is still encoding...|Waiting for video.../)).toBeVisible()
    await expect(box).toHaveValue('Test Clip (e2e) (ready, public)', { timeout: 120_000 })

    const video = page.getByLabel('Video player: Test Clip (e2e)')
    await expect(video).toBeVisible()
    await video.evaluate((el: HTMLVideoElement) => {
      el.muted = true
      return el.play()
    })
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0))
      .toBe(true)
    // hls.js plays it (a Media Source: a blob: address), not the browser's own HLS.
    expect(await video.evaluate((el: HTMLVideoElement) => el.src)).toMatch(/^blob:/)

    // The focal point, set on the preview clip; the post saves it with the video's copies.
    const focal = page
      .getByRole('region', { name: 'Focal point' })
      .getByRole('button', { name: 'Set focal point' })
    const frame = (await focal.boundingBox())!
    await focal.click({ position: { x: frame.width * 0.25, y: frame.height * 0.75 } })
    await expect(
      page.getByText(/^Focal point: 2\d % from the left, 7\d % from the top$/),
    ).toBeVisible()
    await page.getByRole('textbox', { name: /^Title/ }).fill('A post with a video')
    await expect(page).toHaveURL(/\/posts\/\d+/, { timeout: 20_000 })
    const id = new URL(page.url()).pathname.split('/').pop()
    const origin = { headers: { Origin: new URL(baseURL!).origin } }
    type Saved = { video?: Record<string, unknown> }
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(`${baseURL}/api/posts/${id}?draft=true&depth=0`, origin)
            ).json()) as Saved
          ).video,
        { timeout: 20_000 },
      )
      .toMatchObject({
        status: 'COMPLETE',
        visibility: 'public',
        dataUrl: expect.stringMatching(/\/api\/video\/file\/\d+\/data\.json$/),
        focalX: expect.any(Number),
        focalY: expect.any(Number),
      })
    const saved = (
      (await (
        await request.get(`${baseURL}/api/posts/${id}?draft=true&depth=0`, origin)
      ).json()) as Saved
    ).video!
    expect(Math.abs((saved.focalX as number) - 25)).toBeLessThanOrEqual(3)
    expect(Math.abs((saved.focalY as number) - 75)).toBeLessThanOrEqual(3)
    expect(JSON.parse(saved.data as string)).toMatchObject({ title: 'Test Clip (e2e)' })
  })
})
