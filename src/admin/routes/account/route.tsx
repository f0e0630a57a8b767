import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { adminPaths } from '../../../shared/routes'
import { useFullConfig } from '../../lib/client-config-context'
import { useSession } from '../../lib/use-session'
import { can, documentAccessQuery, withFieldAccess } from '../../data/access'
import { meQuery } from '../../data/auth'
import { saveDocument, savedDoc } from '../../data/documents'
import { DocumentEditor } from '../../forms/DocumentEditor'
import { useT } from '../../i18n/I18nProvider'
import { contributed } from '../../host/registry'
import type { AccountForm, EditorHandle } from '../../host/types'
import { Slot } from '../../host/Slot'
import { Loading } from '../../ui/Loading'
import { ChangePasswordDrawer } from './ChangePasswordDrawer'
import { useEmailChangeProof } from './EmailChangeDialog'
import { PreferencesPanel } from './PreferencesPanel'
import { keepSectionData, withSectionData } from './section-save-data'

export function Component() {
  const config = useFullConfig()
  const t = useT()
  const session = useSession()
  const queryClient = useQueryClient()
  const [isChangingPassword, setChangingPassword] = useState(false)
  const [editor, setEditor] = useState<EditorHandle>()
  const onEditor = useCallback((handle: EditorHandle) => setEditor(() => handle), [])
  const user = session.data?.user
  const emailProof = useEmailChangeProof(typeof user?.email === 'string' ? user.email : undefined)
  const users = config.collections.find((c) => c.slug === config.userCollection)
  const access = useQuery({
    ...documentAccessQuery(config.userCollection, String(user?.id ?? '')),
    enabled: Boolean(user),
  })
  const canUpdate = can(access.data, 'update')
  const form = useMemo<AccountForm | undefined>(
    () =>
      editor && canUpdate
        ? {
            ...editor,
            keepForSave: (key, data) => keepSectionData(editor.store, key, data),
          }
        : undefined,
    [editor, canUpdate],
  )
  if (!user || !users || access.isPending) return <Loading />

  return (
    <div className="stack stack--loose">
      <DocumentEditor
        idPrefix="account"
        layout={users.layout}
        fields={withFieldAccess(users.fields, access.data, 'update')}
        doc={user}
        isReadOnly={!canUpdate}
        onEditor={onEditor}
        breadcrumbs={[
          { label: t('general:dashboard'), to: adminPaths.dashboard },
          { label: t('authentication:account') },
        ]}
        title={t('authentication:account')}
        save={async (data, mode) => {
          const response = await saveDocument({
            target: { kind: 'collection', slug: config.userCollection, id: String(user.id) },
            data: await emailProof.withProof(editor ? withSectionData(editor.store, data) : data),
            mode,
          })
          return { doc: savedDoc(response), message: response.message }
        }}
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: meQuery(config.userCollection).queryKey })
        }
      />
      {emailProof.dialog}
      <section className="stack">
        <div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setChangingPassword(true)}
          >
            {t('authentication:changePassword')}
          </button>
        </div>
        {isChangingPassword && (
          <ChangePasswordDrawer email={user.email} onClose={() => setChangingPassword(false)} />
        )}
      </section>
      <PreferencesPanel
        languages={config.language.supported}
        // Kept on the user too (when the collection has the field): emails to them use it.
        onLanguageChosen={
          users.fields.some((f) => f.name === 'language')
            ? (language) =>
                saveDocument({
                  target: { kind: 'collection', slug: config.userCollection, id: String(user.id) },
                  data: { language },
                })
            : undefined
        }
      />
      <Slot name="account" parts={contributed('accountSections')} context={{ user, form }} />
    </div>
  )
}
