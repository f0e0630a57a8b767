import { useDebouncedValue } from './use-debounced-value'

/**
 * The search to send, once the typed text has stopped changing for `delayMs`, and whether the
 * text typed is ahead of it: meanwhile a picker shows no results, since those it has are for
 * another search (the list before the phrase was typed, unfiltered).
 */
export function useSettledSearch(
  text: string,
  delayMs: number,
): { search: string; isSettling: boolean } {
  const typed = text.trim()
  const search = useDebouncedValue(typed, delayMs)
  return { search, isSettling: search !== typed }
}
