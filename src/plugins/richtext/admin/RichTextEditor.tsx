import { lazy, memo, Suspense, useLayoutEffect, useMemo, useState } from 'react'
import { createEditor, type Descendant } from 'slate'
import { withHistory } from 'slate-history'
import { Editable, ReactEditor, Slate, withReact } from 'slate-react'
import type { InputProps } from '../../../admin/extend/forms'
import type { RichTextField } from '../../../shared/client-config'
import { emptyRichText } from '../../../shared/rich-text'
import {
  RichTextEditorContext,
  type DrawerRequest,
  type OpenDrawer,
} from './drawers/drawer-request'
import { RichTextElementView, RichTextLeafView } from './elements'
import { keepsKey, pendingKey, type PendingInput, type PendingKey } from './pending-input'
import { playKeys, playPending } from './play-pending'
import { removeRelated, type RelatedElement } from './related'
import { handleShortcut } from './shortcuts'
import { syncSelection } from './sync-selection'
import { textboxAttributes } from './textbox-attributes'
import { Toolbar } from './Toolbar'
import { withBreaks } from './with-breaks'
import { withHtmlPaste } from './with-html-paste'
import { withRichText } from './with-rich-text'

/**
 * The build puts this module, and what only it imports (Slate, the drawers), in a chunk of its
 * own that the page does not load: the field's input (RichTextInput) draws the text and loads this
 * when a person reaches for it (docs/ARCHITECTURE.md: "Code that loads on intent", in "A page
 * opened from the address bar").
 */
export const folioLoadedOnIntent = true

/**
 * The link, relationship and upload drawers load when one is first opened: the editor's first paint
 * neither downloads nor runs them.
 */
const RichTextDrawers = lazy(() =>
  import('./drawers/RichTextDrawers').then((m) => ({ default: m.RichTextDrawers })),
)

function initialValue(value: unknown): Descendant[] {
  return Array.isArray(value) && value.length > 0 ? (value as Descendant[]) : emptyRichText()
}

export type RichTextEditorProps = InputProps<RichTextField> & {
  /** What was done in the drawn text before this editor arrived; played in at its start. */
  pending?: PendingInput
}

/**
 * The value is the editor's own once it has started (Slate holds it): a keystroke re-renders the
 * text that changed, not the editor around it for the value it just reported.
 */
export const RichTextEditor = memo(EditorWithValue, (before, after) =>
  (Object.keys(after) as (keyof RichTextEditorProps)[]).every(
    (key) => key === 'value' || before[key] === after[key],
  ),
)

/** The rich-text field's editor: Slate, with a formatting toolbar and keyboard shortcuts. */
function EditorWithValue(props: RichTextEditorProps) {
  const [editor] = useState(() =>
    withHtmlPaste(withBreaks(withRichText(withHistory(withReact(createEditor()))))),
  )
  const [value] = useState(() => initialValue(props.value))
  const [drawer, setDrawer] = useState<OpenDrawer>()
  const context = useMemo(
    () => ({
      field: props.field,
      isReadOnly: props.isReadOnly,
      isPending: false,
      openDrawer: (request: DrawerRequest) =>
        setDrawer({ ...request, selection: editor.selection }),
      pathOf: (element: RelatedElement) => ReactEditor.findPath(editor, element),
      removeRelated: (element: RelatedElement) =>
        removeRelated(editor, ReactEditor.findPath(editor, element)),
    }),
    [props.field, props.isReadOnly, editor],
  )
  const { pending } = props
  useLayoutEffect(() => {
    if (!pending || props.isReadOnly) return
    playPending(editor, pending)
    if (!pending.hasFocus) return
    // Slate gives the editor the focus once the played keys are drawn, a moment later; keys typed
    // meanwhile come to the page (the drawn text is gone) and are kept for the editor too.
    const late: PendingKey[] = []
    const keep = (event: KeyboardEvent) => {
      const active = document.activeElement
      if ((active && active !== document.body) || !keepsKey(event)) return
      event.preventDefault()
      late.push(pendingKey(event))
    }
    const element = ReactEditor.toDOMNode(editor, editor)
    const focused = () => {
      stop()
      playKeys(editor, late)
    }
    const stop = () => {
      document.removeEventListener('keydown', keep, true)
      element.removeEventListener('focus', focused)
    }
    document.addEventListener('keydown', keep, true)
    element.addEventListener('focus', focused)
    ReactEditor.focus(editor)
    return stop
    // Only at the editor's start: what came before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div
      className="rich-text input-frame"
      data-invalid={props.isInvalid || undefined}
      data-readonly={props.isReadOnly || undefined}
    >
      <Slate editor={editor} initialValue={value} onValueChange={props.onChange}>
        <RichTextEditorContext value={context}>
          <Toolbar label={props.label} isReadOnly={props.isReadOnly} />
          <Editable
            {...textboxAttributes(props)}
            // Slate sizes an empty editor to its placeholder; the stylesheet's height stands.
            style={{ minHeight: undefined }}
            readOnly={props.isReadOnly}
            placeholder={props.placeholder}
            renderElement={RichTextElementView}
            renderLeaf={RichTextLeafView}
            onKeyDown={(event) => {
              if (props.isReadOnly) return false
              if (event.key === 'Tab' || event.ctrlKey || event.metaKey) syncSelection(editor)
              return handleShortcut(editor, event)
            }}
            onBlur={props.onBlur}
          />
          {drawer && (
            <Suspense>
              <RichTextDrawers
                request={drawer}
                field={props.field}
                onClose={() => setDrawer(undefined)}
              />
            </Suspense>
          )}
        </RichTextEditorContext>
      </Slate>
    </div>
  )
}
