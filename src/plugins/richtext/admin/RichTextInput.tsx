import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { createEditor, type Descendant } from 'slate'
import { withHistory } from 'slate-history'
import { Editable, Slate, withReact } from 'slate-react'
import type { InputProps } from '../../../admin/extend/forms'
import type { RichTextField } from '../../../shared/client-config'
import { emptyRichText } from '../../../shared/rich-text'
import { sameJSON } from '../../../shared/same-json'
import {
  RichTextEditorContext,
  type DrawerRequest,
  type OpenDrawer,
} from './drawers/drawer-request'
import { RichTextElementView, RichTextLeafView } from './elements'
import { handleShortcut } from './shortcuts'
import { Toolbar } from './Toolbar'
import { syncSelection } from './sync-selection'
import { withBreaks } from './with-breaks'
import { withHtmlPaste } from './with-html-paste'
import { withRichText } from './with-rich-text'
import './rich-text-editor.css'

/** The kit this module is the input of: the build lists it, the server preloads it (field-kits.json). */
export const folioFieldKit = 'richtext:editor'

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

/** The rich-text field's editor: Slate, with a formatting toolbar and keyboard shortcuts. */
export default function RichTextInput(props: InputProps<RichTextField>) {
  // The value this editor last reported or was given; any other one comes from outside (a reset,
  // a restored draft) and starts the editor afresh on it.
  const known = useRef(props.value)
  const [generation, setGeneration] = useState(0)
  if (props.value !== known.current) {
    // A save hands back what was typed as a new object: the same text keeps its caret and history.
    if (!sameJSON(props.value, known.current)) setGeneration(generation + 1)
    known.current = props.value
  }
  const latest = useRef(props)
  latest.current = props
  const onChange = useCallback((value: unknown) => {
    known.current = value
    latest.current.onChange(value)
  }, [])
  const onBlur = useCallback(() => latest.current.onBlur(), [])
  return <RichTextEditor key={generation} {...props} onChange={onChange} onBlur={onBlur} />
}

/**
 * The value is the editor's own once it has started (Slate holds it): a keystroke re-renders the
 * text that changed, not the editor around it for the value it just reported.
 */
const RichTextEditor = memo(EditorWithValue, (before, after) =>
  (Object.keys(after) as (keyof InputProps<RichTextField>)[]).every(
    (key) => key === 'value' || before[key] === after[key],
  ),
)

function EditorWithValue(props: InputProps<RichTextField>) {
  const [editor] = useState(() =>
    withHtmlPaste(withBreaks(withRichText(withHistory(withReact(createEditor()))))),
  )
  const [value] = useState(() => initialValue(props.value))
  const [drawer, setDrawer] = useState<OpenDrawer>()
  const context = useMemo(
    () => ({
      field: props.field,
      openDrawer: (request: DrawerRequest) =>
        setDrawer({ ...request, selection: editor.selection }),
    }),
    [props.field, editor],
  )
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
            id={props.id}
            className="rich-text__editable"
            // Slate sizes an empty editor to its placeholder; the stylesheet's height stands.
            style={{ minHeight: undefined }}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={props.labelId}
            aria-label={props.labelId ? undefined : props.label}
            aria-describedby={props.describedBy || undefined}
            aria-invalid={props.isInvalid || undefined}
            aria-readonly={props.isReadOnly || undefined}
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
