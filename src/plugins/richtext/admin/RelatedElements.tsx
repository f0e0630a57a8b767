import type { RenderElementProps } from 'slate-react'
import { useLabel, useT } from '../../../admin/extend/i18n'
import { UploadCard, useDocumentDrawers, useRelationDoc } from '../../../admin/extend/relations'
import { Icon } from '../../../admin/extend/ui'
import type { RelationshipElement, UploadElement } from '../../../shared/rich-text'
import { useRichTextEditor } from './drawers/drawer-request'
import '../../../admin/styles/relations.css'

type ElementProps<E> = RenderElementProps & { element: E }

/** A related document in the text: its collection and title, with open, swap and remove. */
export function RelationshipView(props: ElementProps<RelationshipElement>) {
  const t = useT()
  const label = useLabel()
  const drawers = useDocumentDrawers()
  const { isReadOnly, isPending, openDrawer, pathOf, removeRelated } = useRichTextEditor()
  const { relationTo, value } = props.element
  const { collection, title, isLoading, isMissing } = useRelationDoc({ relationTo, id: value.id })
  return (
    <div
      {...props.attributes}
      className="rich-text__related"
      aria-disabled={isPending || undefined}
    >
      <div
        contentEditable={false}
        className="rich-text__relationship"
        data-missing={isMissing || undefined}
        aria-busy={isLoading || undefined}
      >
        <span className="rich-text__related-kind">
          {collection ? label(collection.labels.singular) : relationTo}
        </span>
        <span className="rich-text__related-title" title={title}>
          {isLoading ? `${t('general:loading')}…` : title}
        </span>
        <span className="rich-text__related-actions">
          {drawers && !isMissing && (
            <button
              type="button"
              className="button button--icon"
              aria-label={t('general:editLabel', { label: title })}
              onClick={() => void drawers.openDocument({ collection: relationTo, id: value.id })}
            >
              <Icon name="edit" />
            </button>
          )}
          {!isReadOnly && (
            <>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() =>
                  openDrawer({ kind: 'relationship', replacing: pathOf(props.element) })
                }
              >
                {t('fields:swapRelationship')}
              </button>
              <button
                type="button"
                className="button button--icon"
                aria-label={`${t('fields:removeRelationship')}: ${title}`}
                onClick={() => removeRelated(props.element)}
              >
                <Icon name="close" />
              </button>
            </>
          )}
        </span>
      </div>
      {props.children}
    </div>
  )
}

/** An embedded upload: its thumbnail and file name, its extra fields, swap and remove. */
export function UploadView(props: ElementProps<UploadElement>) {
  const t = useT()
  const drawers = useDocumentDrawers()
  const { field, isReadOnly, isPending, openDrawer, pathOf, removeRelated } = useRichTextEditor()
  const { relationTo, value } = props.element
  const ref = { relationTo, id: value.id }
  const hasFields = (field.uploadFields?.[relationTo]?.length ?? 0) > 0
  return (
    <div
      {...props.attributes}
      className="rich-text__related"
      aria-disabled={isPending || undefined}
    >
      <div contentEditable={false} className="rich-text__upload">
        <UploadCard
          as="div"
          value={ref}
          onOpen={
            drawers
              ? () => void drawers.openDocument({ collection: relationTo, id: value.id })
              : undefined
          }
          actions={
            hasFields &&
            !isReadOnly && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => openDrawer({ kind: 'uploadFields', at: pathOf(props.element) })}
              >
                {t('richtext:uploadFields')}
              </button>
            )
          }
          onSwap={
            isReadOnly
              ? undefined
              : () => openDrawer({ kind: 'upload', replacing: pathOf(props.element) })
          }
          onRemove={isReadOnly ? undefined : () => removeRelated(props.element)}
        />
      </div>
      {props.children}
    </div>
  )
}
