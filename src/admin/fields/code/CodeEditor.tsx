import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { javascript } from '@codemirror/lang-javascript'
import { json } from '@codemirror/lang-json'
import { EditorState, type Extension } from '@codemirror/state'
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language'
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view'
import { useEffect, useRef } from 'react'
import type { InputProps } from '../types'

function languageFor(name: string | undefined): Extension {
  if (name === 'json') return json()
  if (name === 'ts' || name === 'typescript' || name === 'tsx')
    return javascript({ typescript: true, jsx: name === 'tsx' })
  if (name === 'js' || name === 'javascript' || name === 'jsx')
    return javascript({ jsx: name === 'jsx' })
  return []
}

// docs/behaviour.md §9: minimum height 56, line height 18, tab size 2, word wrap on.
const folioTheme = EditorView.theme({
  '&': {
    minHeight: '56px',
    border: '1px solid var(--color-border-strong)',
    borderRadius: 'var(--radius-md)',
    background: 'var(--color-surface)',
  },
  '&.cm-focused': { outline: '2px solid var(--color-focus)', outlineOffset: '1px' },
  '.cm-scroller': { lineHeight: '18px', fontFamily: 'var(--font-mono)', minHeight: '56px' },
  '.cm-gutters': {
    background: 'var(--color-surface-sunken)',
    color: 'var(--color-text-subtle)',
    border: 'none',
  },
  '.cm-content': { caretColor: 'var(--color-text)' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--color-surface-hover)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--color-accent-soft)',
  },
})

/** CodeMirror 6, bundled and loaded only where a code field is shown. */
export default function CodeEditor(props: InputProps & { labelId: string }) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const onChange = useRef(props.onChange)
  onChange.current = props.onChange

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: typeof props.value === 'string' ? props.value : '',
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageFor(props.field.admin.language),
          EditorView.lineWrapping,
          EditorState.tabSize.of(2),
          EditorState.readOnly.of(props.isReadOnly),
          EditorView.editable.of(!props.isReadOnly),
          folioTheme,
          EditorView.contentAttributes.of({
            id: props.id,
            'aria-labelledby': props.labelId,
            'aria-describedby': props.describedBy,
            'aria-multiline': 'true',
            role: 'textbox',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChange.current(update.state.doc.toString() || null)
          }),
          EditorView.domEventHandlers({ blur: () => props.onBlur() }),
        ],
      }),
    })
    view.current = editor
    return () => editor.destroy()
    // the editor is created once; later value changes come from the editor itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.isReadOnly])

  // Code reads left to right in every language.
  return (
    <div ref={host} dir="ltr" className="code-editor" aria-invalid={props.isInvalid || undefined} />
  )
}
