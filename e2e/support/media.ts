import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

/** Uploads a small generated PNG (one colour) to `media` as the signed-in context; returns the document. */
export async function createMedia(
  request: APIRequestContext,
  baseURL: string,
  args: { filename: string; alt: string; color: string },
) {
  const buffer = await sharp({
    create: { width: 320, height: 200, channels: 3, background: args.color },
  })
    .png()
    .toBuffer()
  const res = await request.post(`${baseURL}/api/media`, {
    headers: { Origin: new URL(baseURL).origin },
    multipart: {
      file: { name: args.filename, mimeType: 'image/png', buffer },
      _payload: JSON.stringify({ alt: args.alt }),
    },
  })
  if (!res.ok()) throw new Error(`media: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { doc: { id: number; filename: string } }).doc
}
