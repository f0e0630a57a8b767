/** Saves `text` as a file the browser downloads (`name.txt`). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked once the browser has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
