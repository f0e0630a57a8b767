export const countWords = (value: unknown): number =>
  typeof value === 'string' ? value.split(/\s+/).filter(Boolean).length : 0
