import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Collection } from 'react-aria-components/Collection'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import type { ClientCollection } from '../../../shared/client-config'
import { relationSearchQuery } from '../../data/relation-search'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { boot } from '../../lib/boot'
import { useLocaleParam } from '../../lib/use-locale-param'
import { useSettledSearch } from '../../lib/use-settled-search'
import { Drawer } from '../../ui/Drawer'
import { Icon } from '../../ui/icons'
import { refKey, type RelationRef } from '../relationship/relation-value'
import { useCanCreate } from '../relationship/use-can-create'
import { useDocumentDrawers } from '../../lib/document-drawer-context'
import { mediaInfo } from './media'
import { MediaThumb } from './MediaThumb'

interface UploadChooserProps {
  collections: ClientCollection[]
  /** Already chosen: shown, not choosable again. */
  chosen: Set<string>
  onChoose: (ref: RelationRef) => void
  onClose: () => void
  /** False when the field switches creating off (`admin.allowCreate: false`): no "Upload new". */
  allowCreate?: boolean
}

const PAGE_SIZE = 24

/**
 * "Choose from existing": the upload collection as a grid of thumbnails, searchable by filename;
 * "Upload new" opens the collection's form on top and chooses the file it creates.
 */
export function UploadChooser(props: UploadChooserProps) {
  const t = useT()
  const label = useLabel()
  const { locale } = useLocaleParam()
  const [slug, setSlug] = useState(props.collections[0]?.slug)
  const collection = props.collections.find((c) => c.slug === slug) ?? props.collections[0]!
  const [text, setText] = useState('')
  const drawers = useDocumentDrawers()
  const canUpload = useCanCreate(collection.slug, props.allowCreate)
  const uploadNew = async () => {
    const doc = await drawers?.createDocument({ collection: collection.slug })
    if (doc) props.onChoose({ relationTo: collection.slug, id: doc.id })
  }
  const { search, isSettling } = useSettledSearch(text, 250)
  const query = useInfiniteQuery(
    relationSearchQuery({
      slug: collection.slug,
      titleField: 'filename',
      search,
      locale,
      isDraft: collection.hasDrafts,
      limit: PAGE_SIZE,
      isFullDoc: true,
      sort: '-createdAt',
    }),
  )
  const items = (isSettling ? [] : (query.data?.pages ?? []))
    .flatMap((page) => page.docs)
    .map((doc) => ({
      key: refKey({ relationTo: collection.slug, id: doc.id }),
      doc,
      info: mediaInfo(doc, boot.apiRoute),
    }))
  const title = t('fields:selectExistingLabel', { label: label(collection.labels.plural) })

  return (
    <Drawer title={title} onClose={props.onClose} isDismissable size="wide" showsTitle>
      <div className="upload-chooser">
        <div className="upload-chooser__tools">
          {props.collections.length > 1 && (
            <select
              className="input select select--compact"
              aria-label={t('fields:relationTo')}
              value={collection.slug}
              onChange={(e) => setSlug(e.target.value)}
            >
              {props.collections.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {label(c.labels.plural)}
                </option>
              ))}
            </select>
          )}
          <div className="search-input">
            <Icon name="search" />
            <input
              type="search"
              className="input"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label={t('general:searchBy', { label: t('upload:fileName') })}
              placeholder={t('general:searchBy', { label: t('upload:fileName') })}
              autoFocus
            />
          </div>
          {canUpload && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void uploadNew()}
            >
              <Icon name="plus" />
              {t('fields:uploadNewLabel', { label: label(collection.labels.singular) })}
            </button>
          )}
        </div>
        <ListBox
          className="upload-grid"
          layout="grid"
          aria-label={title}
          aria-busy={isSettling || query.isFetching || undefined}
          disabledKeys={items.filter((i) => props.chosen.has(i.key)).map((i) => i.key)}
          onAction={(key) => {
            const item = items.find((i) => i.key === key)
            if (item) props.onChoose({ relationTo: collection.slug, id: item.doc.id })
          }}
          renderEmptyState={() => (
            <div className="upload-grid__empty">
              {isSettling || query.isPending
                ? `${t('general:loading')}…`
                : t('general:noResultsFound')}
            </div>
          )}
        >
          <Collection items={items} dependencies={[props.chosen]}>
            {(item) => (
              <ListBoxItem
                id={item.key}
                textValue={item.info.filename || String(item.doc.id)}
                className="upload-tile"
              >
                <MediaThumb info={item.info} className="upload-tile__thumb" />
                <span className="upload-tile__name">
                  {item.info.filename || String(item.doc.id)}
                </span>
                {props.chosen.has(item.key) && (
                  <span className="upload-tile__chosen">
                    <Icon name="check" size={14} />
                  </span>
                )}
              </ListBoxItem>
            )}
          </Collection>
        </ListBox>
        {!isSettling && query.hasNextPage && (
          <button
            type="button"
            className="button button--secondary upload-chooser__more"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? `${t('general:loading')}…` : t('folio:loadMore')}
          </button>
        )}
      </div>
    </Drawer>
  )
}
