import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useT } from '../i18n/I18nProvider'
import { boot } from '../lib/boot'
import { blockHistory } from '../lib/history-blocker'
import { ConfirmDialog } from '../ui/ConfirmDialog'

type Guard = (action: () => void) => void

const LeaveGuardContext = createContext<Guard>((action) => action())

/** Runs an action that would drop the form (switching locale…) only after the leave check. */
export function useGuardedAction(): Guard {
  return use(LeaveGuardContext)
}

/**
 * The leave-without-saving warning: while `isDirty`, closing the tab asks the browser's question,
 * and following a link inside the admin, the back and forward buttons (or a guarded action) ask ours first.
 */
export function LeaveGuard(props: { isDirty: boolean; children: ReactNode }) {
  const t = useT()
  const navigate = useNavigate()
  const locationKey = useLocation().key
  const [pending, setPending] = useState<(() => void) | undefined>()
  const isDirtyRef = useRef(props.isDirty)
  isDirtyRef.current = props.isDirty

  useEffect(() => {
    if (!props.isDirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      const anchor = leavingLink(event)
      if (!anchor) return
      event.preventDefault()
      event.stopPropagation()
      setPending(() => () => followLink(anchor, navigate))
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [props.isDirty, navigate])

  // Registered again on every navigation, so the blocker steps from the current history entry.
  useEffect(
    () =>
      props.isDirty ? blockHistory((retry) => setPending(() => retry), keepsFormAt) : undefined,
    [props.isDirty, locationKey],
  )

  const guard = useCallback<Guard>(
    (action) => (isDirtyRef.current ? setPending(() => action) : action()),
    [],
  )

  return (
    <LeaveGuardContext value={guard}>
      {props.children}
      <ConfirmDialog
        isOpen={pending !== undefined}
        title={t('general:leaveWithoutSaving')}
        confirmLabel={t('general:leaveAnyway')}
        cancelLabel={t('general:stayOnThisPage')}
        isDestructive
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          const action = pending
          setPending(undefined)
          action?.()
        }}
      >
        {t('general:changesNotSaved')}
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
