// The extension API's commands kit: what the command palette (or any plugin) uses to list the
// plugins' commands and the shown screen's, and what a plugin screen offers the palette.
import { contributed, type Contributed } from '../host/registry'
import type { CommandContribution, ShellPartContribution } from '../host/types'

export { useRegisteredScreenCommands, useScreenCommands } from '../host/screen-commands'
export { usePluginStrings, WithPluginStrings } from '../host/strings'
export { useTheme } from '../lib/theme'

/** Every plugin's palette commands, with the slug of the plugin whose strings label them. */
export const contributedCommands = (): Contributed<CommandContribution>[] => contributed('commands')

/** Every plugin's shell parts (the palette's own tests draw them). */
export const contributedShellParts = (): Contributed<ShellPartContribution>[] =>
  contributed('shellParts')
