import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { publishAccessQuery } from '../data/access'
import {
  publishedStatusQuery,
  publishStatus,
  statusAfterSave,
  type PublishStatus,
  type SaveMode,
  type SaveTarget,
} from '../data/documents'

/**
 * The drafts part of an edit view: the status pill (from the latest and the published document)
 * and whether the user may publish. `undefined` while loading or when drafts are off.
 */
export function useDraftsState(args: {
  target: SaveTarget
  locale?: string
  latest: Record<string, unknown> | undefined
  isEnabled: boolean
}) {
  const { target, locale, latest, isEnabled } = args
  const isExisting = target.kind === 'global' || Boolean(target.id)
  const published = useQuery({
    ...publishedStatusQuery({ ...target, locale }),
    enabled: isEnabled && isExisting,
  })
  const canPublish = useQuery({ ...publishAccessQuery(target), enabled: isEnabled })
  const [savedStatus, setSavedStatus] = useState<PublishStatus>()
  if (!isEnabled) return { drafts: undefined, isPending: false, onSaved: () => undefined }
  const isPending = canPublish.isPending || (isExisting && published.isPending)
  const status = savedStatus ?? (isExisting ? publishStatus(latest, published.data) : 'draft')
  return {
    drafts: isPending ? undefined : { status, canPublish: canPublish.data === true },
    isPending,
    onSaved: (mode: SaveMode) => setSavedStatus(statusAfterSave(status, mode)),
  }
}
