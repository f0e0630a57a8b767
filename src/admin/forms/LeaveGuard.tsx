import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useT } from '../i18n/I18nProvider'
import { boot } from '../lib/boot'
import { blockHistory } from '../lib/history-blocker'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { notify } from '../ui/toast'

type Guard = (action: () => void) => void

const LeaveGuardContext = createContext<Guard>((action) => action())

/** Runs an action that would drop the form (switching locale…) only after the leave check. */
export function useGuardedAction(): Guard {
  return use(LeaveGuardContext)
}

/** A new document its first autosave created, which leaving may discard. */
export interface NewDraftOffer {
  /** Asked at the moment of leaving: still new, and holding nothing but its title. */
  isOffered: () => boolean
  discard: () => Promise<void>
}

type Pending = { action: () => void; kind: 'unsaved' | 'discard' }

/**
 * The leave-without-saving warning: while `isDirty`, closing the tab asks the browser's question,
 * and following a link inside the admin, the back and forward buttons (or a guarded action) ask ours
 * first. With `newDraft`, leaving a new document that holds only what autosave made of its title
 * asks whether to discard it (closing the tab keeps it: the browser's question cannot offer that).
 */
export function LeaveGuard(props: {
  isDirty: boolean
  newDraft?: NewDraftOffer
  children: ReactNode
}) {
  const t = useT()
  const navigate = useNavigate()
  const locationKey = useLocation().key
  const [pending, setPending] = useState<Pending | undefined>()
  const [isDiscarding, setDiscarding] = useState(false)
  const isDirtyRef = useRef(props.isDirty)
  isDirtyRef.current = props.isDirty
  const newDraftRef = useRef(props.newDraft)
  newDraftRef.current = props.newDraft
  const isGuarding = props.isDirty || props.newDraft !== undefined

  /** Asks before `action` when leaving needs a question, else runs it. */
  const ask = useCallback((action: () => void) => {
    if (isDirtyRef.current) setPending({ action, kind: 'unsaved' })
    else if (newDraftRef.current?.isOffered()) setPending({ action, kind: 'discard' })
    else action()
  }, [])

  useEffect(() => {
    if (!isGuarding) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirtyRef.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      const anchor = leavingLink(event)
      if (!anchor) return
      event.preventDefault()
      event.stopPropagation()
      ask(() => followLink(anchor, navigate))
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [isGuarding, navigate, ask])

  // Registered again on every navigation, so the blocker steps from the current history entry.
  useEffect(
    () => (isGuarding ? blockHistory((retry) => ask(retry), keepsFormAt) : undefined),
    [isGuarding, locationKey, ask],
  )

  // An action that keeps the document (switching locale) asks only about unsaved changes.
  const guard = useCallback<Guard>(
    (action) => (isDirtyRef.current ? setPending({ action, kind: 'unsaved' }) : action()),
    [],
  )

  const leave = () => {
    const action = pending?.action
    setPending(undefined)
    action?.()
  }
  const discard = async () => {
    setDiscarding(true)
    try {
      await newDraftRef.current?.discard()
      leave()
    } catch {
      notify.error(t('folio:newDraftNotDiscarded'))
      setPending(undefined)
    } finally {
      setDiscarding(false)
    }
  }

  return (
    <LeaveGuardContext value={guard}>
      {props.children}
      <ConfirmDialog
        isOpen={pending?.kind === 'unsaved'}
        title={t('general:leaveWithoutSaving')}
        confirmLabel={t('general:leaveAnyway')}
        cancelLabel={t('general:stayOnThisPage')}
        isDestructive
        onCancel={() => setPending(undefined)}
        onConfirm={leave}
      >
        {t('general:changesNotSaved')}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={pending?.kind === 'discard'}
        title={t('folio:discardNewDraft')}
        confirmLabel={t('folio:discardDraft')}
        cancelLabel={t('folio:keepDraft')}
        isDestructive
        isBusy={isDiscarding}
        onCancel={leave}
        onDismiss={() => setPending(undefined)}
        onConfirm={() => void discard()}
      >
        {t('folio:discardNewDraftBody')}
      </ConfirmDialog>
    </LeaveGuardContext>
  )
}

/** A plain left click on a same-origin link that leads to another page, or nothing. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return undefined
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return undefined
  // Another view of the same screen (edit and live preview): the form stays.
  if (anchor.dataset.keepsForm !== undefined) return undefined
  const url = new URL(anchor.href)
  if (url.origin !== location.origin) return undefined
  if (url.pathname === location.pathname && url.search === location.search) return undefined
  return anchor
}

/** Whether the address is another view of this screen (a tab that keeps the form: edit, live preview). */
function keepsFormAt(location: { pathname: string; search: string }): boolean {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href][data-keeps-form]')].some(
    (anchor) => new URL(anchor.href).pathname === location.pathname,
  )
}

function followLink(anchor: HTMLAnchorElement, navigate: ReturnType<typeof useNavigate>): void {
  const url = new URL(anchor.href)
  const admin = boot.adminRoute.replace(/\/+$/, '')
  if (admin === '' || url.pathname === admin || url.pathname.startsWith(admin + '/')) {
    void navigate((url.pathname.slice(admin.length) || '/') + url.search + url.hash)
  } else {
    window.location.assign(url.href)
  }
}
