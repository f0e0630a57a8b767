import { Editor, Node, Range, Transforms, type Path } from 'slate'
import { ReactEditor, useSlateStatic } from 'slate-react'
import { UploadChooser } from '../../../../admin/extend/relations'
import type { ClientCollection, RichTextField } from '../../../../shared/client-config'
import type { UploadElement } from '../../../../shared/rich-text'
import { activeLink, removeLink, upsertLink } from '../links'
import { insertRelated, setUploadFields, swapRelated, type RelatedElement } from '../related'
import { useRichTextTargets } from '../rich-text-targets'
import type { OpenDrawer } from './drawer-request'
import { LinkDrawer } from './LinkDrawer'
import { RelationshipDrawer } from './RelationshipDrawer'
import { UploadFieldsDrawer } from './UploadFieldsDrawer'

const NOTHING_CHOSEN = new Set<string>()

/** A swap starts in the collection of the document it replaces. */
function currentFirstOf(editor: Editor) {
  return (collections: ClientCollection[], replacing: Path | undefined) => {
    const current = replacing
      ? (Node.get(editor, replacing) as RelatedElement).relationTo
      : undefined
    const index = collections.findIndex((c) => c.slug === current)
    return index > 0
      ? [collections[index]!, ...collections.filter((_, i) => i !== index)]
      : collections
  }
}

/** The open drawer of a rich-text editor; what it changes, it changes where it was opened from. */
export function RichTextDrawers(props: {
  request: OpenDrawer
  field: RichTextField
  onClose: () => void
}) {
  const editor = useSlateStatic()
  const targets = useRichTextTargets()
  const currentFirst = currentFirstOf(editor)
  const { request } = props
  // The field by the names of its path, without row numbers: how the server finds its sub-forms.
  const schemaBase = props.field.name
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.')

  const close = (change?: (editor: Editor) => void) => {
    if (request.selection) Transforms.select(editor, request.selection)
    if (change) change(editor)
    const selection = editor.selection
    props.onClose()
    // The closing drawer gives the focus back to the text, which puts the caret at its start;
    // once it has, the caret returns to where the change was.
    requestAnimationFrame(() => {
      if (selection) Transforms.select(editor, selection)
      ReactEditor.focus(editor)
    })
  }

  switch (request.kind) {
    case 'link': {
      const selection = request.selection
      const link = selection ? activeLink(editor, selection)?.[0] : undefined
      return (
        <LinkDrawer
          link={link}
          text={
            link
              ? Node.string(link)
              : selection && Range.isExpanded(selection)
                ? Editor.string(editor, selection)
                : ''
          }
          collections={targets.link}
          extraFields={props.field.linkFields ?? []}
          schemaPath={`${schemaBase}.link`}
          onSave={(settings) => close((editor) => upsertLink(editor, settings))}
          onRemove={() => close(removeLink)}
          onClose={() => close()}
        />
      )
    }
    case 'relationship':
      return (
        <RelationshipDrawer
          isSwap={request.replacing !== undefined}
          collections={currentFirst(targets.relationship, request.replacing)}
          onChoose={(ref) =>
            close((editor) => {
              const spec = { type: 'relationship', ...ref } as const
              if (request.replacing) swapRelated(editor, request.replacing, spec)
              else insertRelated(editor, spec)
            })
          }
          onClose={() => close()}
        />
      )
    case 'upload':
      return (
        <UploadChooser
          collections={currentFirst(targets.upload, request.replacing)}
          chosen={NOTHING_CHOSEN}
          onChoose={(ref) =>
            close((editor) => {
              const spec = { type: 'upload', ...ref } as const
              if (request.replacing) swapRelated(editor, request.replacing, spec)
              else insertRelated(editor, spec)
            })
          }
          onClose={() => close()}
        />
      )
    case 'uploadFields': {
      const element = Node.get(editor, request.at) as UploadElement
      return (
        <UploadFieldsDrawer
          element={element}
          fields={props.field.uploadFields?.[element.relationTo] ?? []}
          schemaPath={`${schemaBase}.upload.${element.relationTo}`}
          onSave={(fields) => close((editor) => setUploadFields(editor, request.at, fields))}
          onClose={() => close()}
        />
      )
    }
  }
}
