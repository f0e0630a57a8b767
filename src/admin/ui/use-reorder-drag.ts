import { useRef, useState } from 'react'

/** What a draggable item's handlers call: where it is dragged from, over, dropped, or cancelled. */
export interface ReorderDrag {
  start: (index: number) => void
  over: (index: number, position: 'before' | 'after') => void
  drop: () => void
  end: () => void
}

export interface DropTarget {
  index: number
  position: 'before' | 'after'
}

/**
 * Drag and drop between the items of one list (an array field's rows, the dashboard's widgets):
 * where an item is dragged from, and where it would land; a drop calls `move(from, to)`.
 */
export function useReorderDrag(move: (from: number, to: number) => void): {
  from: number | undefined
  target: DropTarget | undefined
  handlers: ReorderDrag
} {
  const [from, setFrom] = useState<number | undefined>()
  const [target, setTarget] = useState<DropTarget | undefined>()
  const state = useRef<{ from: number | undefined; target: DropTarget | undefined }>({
    from: undefined,
    target: undefined,
  })
  const moveRef = useRef(move)
  moveRef.current = move
  // Drop follows dragover within a frame, before React renders: the handlers keep the truth in the ref.
  const handlers = useRef<ReorderDrag>({
    start: (index) => {
      state.current = { from: index, target: undefined }
      setFrom(index)
    },
    over: (index, position) => {
      const current = state.current
      if (
        current.from === undefined ||
        (current.target?.index === index && current.target.position === position)
      )
        return
      state.current = { ...current, target: { index, position } }
      setTarget({ index, position })
    },
    drop: () => {
      const { from: source, target: dest } = state.current
      handlers.end()
      if (source === undefined || !dest) return
      let to = dest.position === 'after' ? dest.index + 1 : dest.index
      if (source < to) to -= 1
      moveRef.current(source, to)
    },
    end: () => {
      state.current = { from: undefined, target: undefined }
      setFrom(undefined)
      setTarget(undefined)
    },
  }).current
  return { from, target, handlers }
}
