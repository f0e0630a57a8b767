import { useCallback, useEffect, useRef, useState } from 'react'
import { TOTP_RETRY_DELAY_MS } from '../shared'

interface CodeEntryOptions {
  /** Sends the entry; resolves false when it was refused (the entry may then be tried again). */
  send: (value: string) => Promise<boolean>
  /** An entry this says is complete is sent by itself (a six-digit code); never when absent. */
  isComplete?: (value: string) => boolean
}

/**
 * The state of a code entry: its value, and one send at a time. Sending locks it; a refusal keeps
 * it locked for `TOTP_RETRY_DELAY_MS` more (a success keeps it locked: the screen moves on). A
 * complete entry is sent by itself, once per value, as soon as the lock allows: typed during the
 * delay, it goes when the delay ends.
 */
export function useCodeEntry(options: CodeEntryOptions) {
  const [value, setValue] = useState('')
  const [isLocked, setLocked] = useState(false)
  const isLockedNow = useRef(false)
  const lastSent = useRef<string | undefined>(undefined)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const send = useRef(options.send)
  useEffect(() => {
    send.current = options.send
  })
  const submit = useCallback(async (entry: string) => {
    if (isLockedNow.current) return
    isLockedNow.current = true
    lastSent.current = entry
    setLocked(true)
    let isAccepted = false
    try {
      isAccepted = await send.current(entry)
    } finally {
      if (!isAccepted)
        timer.current = window.setTimeout(() => {
          isLockedNow.current = false
          setLocked(false)
        }, TOTP_RETRY_DELAY_MS)
    }
  }, [])

  const isComplete = options.isComplete?.(value) ?? false
  useEffect(() => {
    if (!isComplete) lastSent.current = undefined
    else if (!isLocked && lastSent.current !== value) void submit(value)
  }, [isComplete, isLocked, value, submit])

  return { value, setValue, isLocked, submit: () => submit(value) }
}
