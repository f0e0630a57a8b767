import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { adminPaths, CREATE_SEGMENT } from '../../../shared/routes'
import { useFullConfig } from '../../lib/client-config-context'
import { useLocaleParam } from '../../lib/use-locale-param'
import { accessQuery, can, documentAccessQuery, withFieldAccess } from '../../data/access'
import { documentQuery, saveDocument } from '../../data/documents'
import { DocumentEditor } from '../../forms/DocumentEditor'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { LocaleSelect } from '../../ui/LocaleSelect'
import { QueryError } from '../../ui/QueryError'
import { Spinner } from '../../ui/Spinner'
import { NotFoundView } from '../not-found/NotFoundView'

export function Component() {
  const { slug = '', id = '' } = useParams()
  const config = useFullConfig()
  const t = useT()
  const label = useLabel()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { locale, setLocale } = useLocaleParam()
  const collection = config.collections.find((c) => c.slug === slug)
  const isCreate = id === CREATE_SEGMENT
  const isValidId = isCreate || /^[\w-]+$/.test(id)
  const docQuery = useQuery({ ...documentQuery({ slug, id, locale, isDraft: Boolean(collection?.hasDrafts) }), enabled: Boolean(collection) && !isCreate && isValidId })
  const collectionAccess = useQuery(accessQuery())
  const docAccess = useQuery({ ...documentAccessQuery(slug, id), enabled: Boolean(collection) && !isCreate && isValidId })

  if (!collection || !isValidId) return <NotFoundView />
  if (docQuery.error) return <QueryError error={docQuery.error} onRetry={() => void docQuery.refetch()} />
  if ((!isCreate && (docQuery.isPending || docAccess.isPending)) || collectionAccess.isPending) return <Spinner />

  const canSave = isCreate ? can(collectionAccess.data?.collections?.[slug], 'create') : can(docAccess.data, 'update')
  const singular = label(collection.labels.singular)
  const plural = label(collection.labels.plural)
  const doc = docQuery.data
  const titleValue = doc?.[collection.admin.useAsTitle]
  const title = isCreate ? t('general:createNewLabel', { label: singular }) : typeof titleValue === 'string' && titleValue ? titleValue : String(doc?.id ?? t('general:untitled'))

  return (
    <DocumentEditor
      key={`${slug}/${id}/${locale ?? ''}`}
      idPrefix="doc"
      fields={withFieldAccess(collection.fields, isCreate ? collectionAccess.data?.collections?.[slug] : docAccess.data, isCreate ? 'create' : 'update')}
      doc={doc}
      isReadOnly={!canSave}
      header={
        <>
          <Breadcrumbs items={[{ label: t('general:dashboard'), to: adminPaths.dashboard }, { label: plural, to: adminPaths.collection(slug) }, { label: title }]} />
          <h1 className="page-title">{title}</h1>
        </>
      }
      toolbar={config.localization && locale ? <LocaleSelect id="doc-locale" locales={config.localization.locales} value={locale} onChange={setLocale} /> : undefined}
      save={async (data) => {
        const response = await saveDocument({ target: { kind: 'collection', slug, id: isCreate ? undefined : id }, data, locale })
        return { doc: response.doc ?? {}, message: response.message }
      }}
      onSaved={(result) => {
        void queryClient.invalidateQueries({ queryKey: ['documents', slug] })
        const savedId = result.doc.id
        if (isCreate && (typeof savedId === 'string' || typeof savedId === 'number')) {
          navigate(adminPaths.document(slug, savedId) + (locale ? `?locale=${locale}` : ''), { replace: true })
        } else {
          queryClient.setQueryData(documentQuery({ slug, id, locale, isDraft: collection.hasDrafts }).queryKey, result.doc as never)
        }
      }}
    />
  )
}
