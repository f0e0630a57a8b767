import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useT } from '../../../admin/extend/i18n'
import { ActionsMenu, ConfirmDialog, notify } from '../../../admin/extend/ui'
import { restoreVersion, type VersionTarget } from './data'

/**
 * 'Restore this version' (and, with drafts, 'restore as draft' for a published version), or only
 * 'restore as draft' for one who may not publish (`isDraftOnly`: as the edit screen offers them
 * only 'Save draft'): a confirmation, then the request; on success the server's message and the
 * document, else 'problem restoring version'.
 */
export function RestoreControl(props: {
  target: VersionTarget
  versionId: string
  documentPath: string
  /** What each restore will do, asked before it is done. */
  questions: { restore: string; draft: string }
  canRestoreAsDraft: boolean
  isDraftOnly: boolean
}) {
  const t = useT()
  const [asked, setAsked] = useState<'restore' | 'draft' | undefined>()
  const [isBusy, setBusy] = useState(false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const confirm = async () => {
    setBusy(true)
    try {
      const answer = await restoreVersion(props.target, props.versionId, asked === 'draft')
      notify.success(answer.message || t('version:restoredSuccessfully'))
      setAsked(undefined)
      // The document, its versions and its list rows are what they were then: read them again.
      await queryClient.invalidateQueries()
      void navigate(props.documentPath)
    } catch {
      notify.error(t('version:problemRestoringVersion'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="version-restore">
      {props.isDraftOnly ? (
        <button type="button" className="button button--primary" onClick={() => setAsked('draft')}>
          {t('version:restoreAsDraft')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setAsked('restore')}
          >
            {t('version:restoreThisVersion')}
          </button>
          {props.canRestoreAsDraft && (
            <ActionsMenu
              label={t('versions:restoreMenu')}
              actions={[
                {
                  id: 'draft',
                  label: t('version:restoreAsDraft'),
                  onAction: () => setAsked('draft'),
                },
              ]}
            />
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={asked !== undefined}
        title={t('version:confirmVersionRestoration')}
        confirmLabel={isBusy ? t('version:restoring') : t('general:confirm')}
        cancelLabel={t('general:cancel')}
        isBusy={isBusy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      >
        <p>{asked === 'draft' ? props.questions.draft : props.questions.restore}</p>
      </ConfirmDialog>
    </div>
  )
}
