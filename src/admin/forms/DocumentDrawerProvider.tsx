import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  DocumentDrawerContext,
  type DocumentDrawers,
  type DrawerDoc,
} from '../lib/document-drawer-context'

const DocumentDrawer = lazy(() => import('./DocumentDrawer'))

interface Entry {
  key: number
  collection: string
  /** Absent: a new document. */
  id?: string | number
  resolve: (doc: DrawerDoc | undefined) => void
}

/**
 * Provides the document drawers to every field below it. The drawers render here, beside the
 * page rather than inside its form, so a drawer's form never submits the page's, and a field in a
 * drawer opens the next drawer on top (a stack).
 */
export function DocumentDrawerProvider(props: { children: ReactNode }) {
  const [stack, setStack] = useState<Entry[]>([])
  const nextKey = useRef(0)
  const drawers = useMemo<DocumentDrawers>(() => {
    const push = (entry: Omit<Entry, 'key' | 'resolve'>) =>
      new Promise<DrawerDoc | undefined>((resolve) => {
        nextKey.current += 1
        const key = nextKey.current
        setStack((current) => [...current, { ...entry, key, resolve }])
      })
    return {
      openDocument: ({ collection, id }) => push({ collection, id }),
      createDocument: ({ collection }) => push({ collection }),
    }
  }, [])

  const close = (entry: Entry, doc: DrawerDoc | undefined) => {
    setStack((current) => current.filter((e) => e.key !== entry.key))
    entry.resolve(doc)
  }

  return (
    <DocumentDrawerContext value={drawers}>
      {props.children}
      {stack.length > 0 && (
        <Suspense fallback={null}>
          {stack.map((entry, index) => (
            <DocumentDrawer
              key={entry.key}
              collection={entry.collection}
              id={entry.id}
              depth={index + 1}
              onClose={(doc) => close(entry, doc)}
            />
          ))}
        </Suspense>
      )}
    </DocumentDrawerContext>
  )
}
