type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue }

/** Encodes nested objects the way Payload's REST API reads them: `where[title][like]=x`. */
export function toQueryString(params: Record<string, QueryValue>): string {
  const parts: string[] = []
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined || value === null || value === '') return
    if (Array.isArray(value)) {
      value.forEach((v, i) => add(`${key}[${i}]`, v))
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v)
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    }
  }
  for (const [k, v] of Object.entries(params)) add(k, v)
  return parts.length ? `?${parts.join('&')}` : ''
}

export type { QueryValue }
