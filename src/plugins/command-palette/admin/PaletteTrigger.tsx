import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { CommandContext, Load, ShellPartContext } from '../../../admin/extend'
import { accessQuery, whenIdle } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { WithPluginStrings } from '../../../admin/extend/commands'
import { ARIA_SHORTCUT, isPaletteShortcut, SHORTCUT_LABEL } from './shortcut'
import './palette.css'

/** Every signed-in page names this module, so the button downloads with the page. */
export const folioShellPart = true

const loadPalette = () => import('./CommandPalette')
const CommandPalette = lazy(loadPalette)
/** Downloads the palette ahead of a first open; offline, it is simply not there yet (opening tries again). */
const preloadPalette = () => void loadPalette().catch(() => undefined)

/** What the palette gets from its trigger: the commands' context, with a dialog opener that knows the plugin. */
export type PaletteContext = Omit<CommandContext, 'openDialog'> & { openDialog: OpenPluginDialog }

interface OpenDialog {
  Component: ComponentType<{ onClose: () => void }>
  props: object
  plugin: string | undefined
}

/** `openDialog` of a command's context, told the plugin whose strings the dialog needs. */
export type OpenPluginDialog = (
  load: Parameters<CommandContext['openDialog']>[0],
  props: object,
  plugin: string | undefined,
) => void

/** Whether the palette is open: one state for the part's two placements (bar and navigation). */
let isPaletteOpen = false
const openListeners = new Set<() => void>()
function setPaletteOpen(next: boolean | ((open: boolean) => boolean)) {
  isPaletteOpen = typeof next === 'function' ? next(isPaletteOpen) : next
  for (const listener of openListeners) listener()
}
const subscribeOpen = (listener: () => void) => {
  openListeners.add(listener)
  return () => openListeners.delete(listener)
}

/**
 * The shell's part of the command palette: the bar's button and the Ctrl+K / Cmd+K listener. The
 * palette's own code downloads when the browser is idle, or at the first open. Drawn in the bar
 * and in the navigation (one of them shown); the bar's listens for the shortcut and draws the
 * palette, whichever button opened it.
 */
export default function PaletteTrigger(props: ShellPartContext) {
  const t = useT()
  const navigate = useNavigate()
  const access = useQuery(accessQuery())
  const isOpen = useSyncExternalStore(
    subscribeOpen,
    () => isPaletteOpen,
    () => false,
  )
  const isMain = props.placement === 'bar'
  // A dialog a command opened (the invitations plugin's 'Invite user'): it outlives the palette.
  const [dialog, setDialog] = useState<OpenDialog>()

  useEffect(() => (isMain ? whenIdle(preloadPalette) : undefined), [isMain])
  useEffect(() => {
    if (!isMain) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return
      event.preventDefault()
      setPaletteOpen((open) => !open)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      setPaletteOpen(false)
    }
  }, [isMain])

  const openDialog = useCallback<OpenPluginDialog>((load, dialogProps, plugin) => {
    const Component = lazy(load as Load<{ default: ComponentType<{ onClose: () => void }> }>)
    setDialog({ Component, props: dialogProps, plugin })
  }, [])
  const context: PaletteContext = {
    config: props.config,
    user: props.user,
    access: access.data,
    navigate: (path) => void navigate(path),
    openDialog,
  }

  return (
    <>
      <button
        type="button"
        className="palette-trigger"
        aria-keyshortcuts={ARIA_SHORTCUT}
        aria-haspopup="dialog"
        onClick={() => setPaletteOpen(true)}
        onPointerEnter={preloadPalette}
        onFocus={preloadPalette}
      >
        <svg className="palette-trigger__icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="palette-trigger__label">{t('command-palette:open')}</span>
        <kbd className="palette-trigger__keys" aria-hidden="true">
          {SHORTCUT_LABEL}
        </kbd>
      </button>
      {isMain && isOpen && (
        <Suspense fallback={null}>
          <CommandPalette context={context} onClose={() => setPaletteOpen(false)} />
        </Suspense>
      )}
      {isMain && dialog && (
        <Suspense fallback={null}>
          {dialog.plugin ? (
            <WithPluginStrings plugin={dialog.plugin}>
              <dialog.Component {...dialog.props} onClose={() => setDialog(undefined)} />
            </WithPluginStrings>
          ) : (
            <dialog.Component {...dialog.props} onClose={() => setDialog(undefined)} />
          )}
        </Suspense>
      )}
    </>
  )
}
