import type { EditorContext, EditorExtension } from '../../../admin/extend'
import { lockEditorReads, lockingSettings } from '../shared'
import { LockModals } from './LockModals'
import { refusedByLock, useDocumentLock } from './use-document-lock'

export const editorReads = lockEditorReads

/**
 * Document locking in every editor (document route, global route, drawer): the lock is taken when
 * the editor opens on a saved document with locking on, the form is read-only while someone else
 * holds it, and a save refused with 423 shows who took it over.
 */
export function useEditorExtension(context: EditorContext): EditorExtension {
  const { target, entity, canUpdate } = context
  const isLockable =
    lockingSettings(entity) !== undefined &&
    canUpdate &&
    (target.kind === 'global' || Boolean(target.id))
  const lock = useDocumentLock(
    isLockable
      ? target.kind === 'global'
        ? { global: target.slug }
        : { collection: target.slug, id: target.id! }
      : undefined,
  )
  return {
    isPending: lock.isPending,
    isEditable: lock.isEditable,
    onActivity: lock.markActivity,
    wrapSave: (save) => refusedByLock(lock, save),
    element: (
      <LockModals
        state={lock.state}
        onLeave={context.leave}
        onTakeOver={() => void lock.takeOver()}
        onReadOnly={lock.viewReadOnly}
      />
    ),
  }
}
