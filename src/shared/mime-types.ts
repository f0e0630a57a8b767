/** Whether a file's type is one an upload collection accepts (`image/*` matches any image); none listed: any. */
export function isAcceptedType(accepted: readonly string[], type: string): boolean {
  if (accepted.length === 0) return true
  const actual = type.toLowerCase()
  return accepted.some((pattern) => {
    const wanted = pattern.toLowerCase().trim()
    return wanted.endsWith('/*') ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted
  })
}

/** How a file is previewed: an image or a video by its type's family, anything else as a file. */
export function previewKind(mimeType: string): 'image' | 'video' | 'file' {
  if (mimeType.startsWith('image/')) return 'image'
  if (mimeType.startsWith('video/')) return 'video'
  return 'file'
}
