import sharp from 'sharp'

/** A PNG of one colour, made by sharp. */
export const png = (width: number, height: number, background = '#2255aa') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

/** The multipart body of an upload: the file and the document's fields (`_payload`). */
export function uploadForm(
  file: Buffer,
  filename: string,
  fields: Record<string, unknown> = { alt: 'an image' },
  type = 'image/png',
): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), filename)
  form.append('_payload', JSON.stringify(fields))
  return form
}
