import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { CommandContext, Load, ShellContext } from '../../../admin/extend'
import { accessQuery, whenIdle } from '../../../admin/extend/data'
import { useT } from '../../../admin/extend/i18n'
import { WithPluginStrings } from '../../../admin/extend/commands'
import { ARIA_SHORTCUT, isPaletteShortcut, SHORTCUT_LABEL } from './shortcut'
import './palette.css'

const loadPalette = () => import('./CommandPalette')
const CommandPalette = lazy(loadPalette)

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

/**
 * The shell's part of the command palette: the bar's button and the Ctrl+K / Cmd+K listener. The
 * palette's own code downloads when the browser is idle, or at the first open.
 */
export default function PaletteTrigger(props: ShellContext) {
  const t = useT()
  const navigate = useNavigate()
  const access = useQuery(accessQuery())
  const [isOpen, setOpen] = useState(false)
  // A dialog a command opened (the invitations plugin's 'Invite user'): it outlives the palette.
  const [dialog, setDialog] = useState<OpenDialog>()

  useEffect(() => whenIdle(() => void loadPalette()), [])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return
      event.preventDefault()
      setOpen((open) => !open)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

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
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
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
      {isOpen && (
        <Suspense fallback={null}>
          <CommandPalette context={context} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {dialog && (
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
