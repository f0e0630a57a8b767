/**
 * Runs `task` once the browser has nothing more urgent to do (a request nobody waits for, after
 * the screen is usable), at the latest after `timeoutMs`. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 500)
  return () => clearTimeout(handle)
}
