import { useQueryClient } from '@tanstack/react-query'
import type { DocumentPanelContext } from '../../../admin/extend'
import { queryKeys, useSession } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { ApiKeyManager } from './ApiKeyManager'

/**
 * A user's page, for who manages API keys (admins): that user's key. A change reads the document
 * again (the form keeps what is typed), and the session's user too when it is the viewer's own.
 */
export default function ApiKeyPanel(context: DocumentPanelContext) {
  const t = useT()
  const queryClient = useQueryClient()
  const session = useSession()
  const slug = context.collection.slug
  const id = String(context.id)
  const isOwn = String(session.data?.user?.id ?? '') === id
  if (!context.doc) return null

  return (
    <ApiKeyManager
      slug={slug}
      id={id}
      doc={context.doc}
      lead={isOwn ? t('api-keys:leadOwn') : t('api-keys:leadOther')}
      onChanged={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.document(slug, id) }),
          isOwn && queryClient.invalidateQueries({ queryKey: queryKeys.me() }),
        ])
      }
    />
  )
}
