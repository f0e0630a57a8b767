/** The lengths a search engine shows whole: what a meta title and description aim for. */
export const SEO_TARGETS = {
  title: { min: 50, max: 60 },
  description: { min: 100, max: 150 },
} as const

export interface LengthTarget {
  min: number
  max: number
}

/** A field's own `minLength` / `maxLength` win over the targets. */
export function targetFor(
  kind: keyof typeof SEO_TARGETS,
  field: { minLength?: number; maxLength?: number } = {},
): LengthTarget {
  return {
    min: field.minLength ?? SEO_TARGETS[kind].min,
    max: field.maxLength ?? SEO_TARGETS[kind].max,
  }
}

export type MeterState = 'missing' | 'tooShort' | 'almostThere' | 'good' | 'tooLong'

export interface LengthMeter {
  state: MeterState
  /** How full the bar is, from 0 to 1 (of the maximum). */
  progress: number
  color: 'red' | 'orangered' | 'orange' | 'green'
  /** What the text under the bar counts: characters still to go, left over, or too many. */
  count: { kind: 'toGo' | 'leftOver' | 'tooMany'; characters: number }
}

/**
 * The meter of a meta text: empty is missing (red, no progress); under the minimum too short
 * (orangered), or almost there (orange) above 90 % of the minimum; good (green) from the
 * minimum to the maximum; too long (red) past it.
 */
export function lengthMeter(length: number, target: LengthTarget): LengthMeter {
  const progress = Math.min(1, target.max > 0 ? length / target.max : 1)
  if (length === 0)
    return {
      state: 'missing',
      progress: 0,
      color: 'red',
      count: { kind: 'toGo', characters: target.min },
    }
  if (length < target.min) {
    const isAlmost = length / target.min > 0.9
    return {
      state: isAlmost ? 'almostThere' : 'tooShort',
      progress,
      color: isAlmost ? 'orange' : 'orangered',
      count: { kind: 'toGo', characters: target.min - length },
    }
  }
  if (length <= target.max)
    return {
      state: 'good',
      progress,
      color: 'green',
      count: { kind: 'leftOver', characters: target.max - length },
    }
  return {
    state: 'tooLong',
    progress: 1,
    color: 'red',
    count: { kind: 'tooMany', characters: length - target.max },
  }
}

/** The overview's three checks: the title and the description within their targets, an image set. */
export function checksPassing(meta: {
  title: string
  description: string
  hasImage: boolean
  titleTarget: LengthTarget
  descriptionTarget: LengthTarget
}): number {
  const inRange = (text: string, target: LengthTarget) =>
    text.length >= target.min && text.length <= target.max
  return (
    Number(inRange(meta.title, meta.titleTarget)) +
    Number(inRange(meta.description, meta.descriptionTarget)) +
    Number(meta.hasImage)
  )
}
