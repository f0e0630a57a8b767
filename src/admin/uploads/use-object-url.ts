import { useEffect, useState } from 'react'

/** A URL the browser can show a chosen file by, for as long as the file is chosen. */
export function useObjectURL(file: File | undefined): string | undefined {
  const [url, setURL] = useState<string>()
  useEffect(() => {
    if (!file) return setURL(undefined)
    const next = URL.createObjectURL(file)
    setURL(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}
