import { lazy, Suspense } from 'react'
import type { InputProps } from '../types'

const CodeEditor = lazy(() => import('./CodeEditor'))

/** The code editor arrives with its own chunk; until then a quiet placeholder keeps the space. */
export function CodeInput(props: InputProps) {
  return (
    <Suspense fallback={<div className="code-editor code-editor--loading" aria-hidden="true" />}>
      <CodeEditor {...props} labelId={`${props.id}-label`} />
    </Suspense>
  )
}
