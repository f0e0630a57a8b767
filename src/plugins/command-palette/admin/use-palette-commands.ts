import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { adminPaths } from '../../../shared/routes'
import { THEMES, type Theme } from '../../../shared/theme'
import {
  contributedCommands,
  usePluginStrings,
  useRegisteredScreenCommands,
  useTheme,
} from '../../../admin/extend/commands'
import { api, can } from '../../../admin/extend/data'
import { languageName, useI18n, useLabel } from '../../../admin/extend/i18n'
import { notify } from '../../../admin/extend/ui'
import {
  PALETTE_MAX_QUERY_LENGTH,
  PALETTE_SEARCH_PATH,
  type PaletteDocument,
  type PaletteSearchAnswer,
} from '../shared'
import type { CommandContext } from '../../../admin/extend'
import type { PaletteItem } from './palette-groups'
import type { PaletteContext } from './PaletteTrigger'

/** How long typing rests before the documents are searched. */
export const SEARCH_DEBOUNCE_MS = 150

/**
 * Every command the palette offers now, but the documents: the places the user may go (the
 * dashboard, the account, every collection and global they may read, the shown document's views),
 * the collections they may create in, the shown screen's actions, the plugins' commands, and
 * switching theme and language and signing out.
 */
export function usePaletteCommands(context: PaletteContext): PaletteItem[] {
  const { t, language, setLanguage } = useI18n()
  const label = useLabel()
  const { theme, setTheme, isForced: isThemeForced } = useTheme()
  const queryClient = useQueryClient()
  const screen = useRegisteredScreenCommands()
  const plugins = contributedCommands()
  const commandContext = (plugin: string): CommandContext => ({
    ...context,
    openDialog: (load, props) => context.openDialog(load as never, props, plugin),
  })
  const shownPlugins = plugins.filter((c) => c.when?.(commandContext(c.plugin)) ?? true)
  const hasPluginStrings = usePluginStrings([...new Set(shownPlugins.map((c) => c.plugin))])
  const { config, access, navigate } = context
  const readable = (kind: 'collections' | 'globals', slug: string) =>
    can(access?.[kind]?.[slug], 'read')
  const go = (path: string) => () => navigate(path)

  const items: PaletteItem[] = [
    {
      id: 'goto:dashboard',
      group: 'goto',
      label: t('general:dashboard'),
      keywords: ['home'],
      run: go(adminPaths.dashboard),
    },
    ...config.collections
      .filter((c) => readable('collections', c.slug))
      .map((c): PaletteItem => ({
        id: `goto:collection:${c.slug}`,
        group: 'goto',
        label: label(c.labels.plural),
        keywords: [c.slug, label(c.labels.singular)],
        run: go(adminPaths.collection(c.slug)),
      })),
    ...config.globals
      .filter((g) => readable('globals', g.slug))
      .map((g): PaletteItem => ({
        id: `goto:global:${g.slug}`,
        group: 'goto',
        label: label(g.label),
        keywords: [g.slug],
        run: go(adminPaths.global(g.slug)),
      })),
    {
      id: 'goto:account',
      group: 'goto',
      label: t('authentication:account'),
      keywords: ['profile', 'password'],
      run: go(adminPaths.account),
    },
    ...config.collections
      .filter((c) => can(access?.collections?.[c.slug], 'create'))
      .map((c): PaletteItem => ({
        id: `create:${c.slug}`,
        group: 'create',
        label: t('command-palette:newDocument', { label: label(c.labels.singular) }),
        keywords: [c.slug, 'create', 'add'],
        run: go(adminPaths.createDocument(c.slug)),
      })),
    ...screen.map((c): PaletteItem => ({ ...c })),
    ...(hasPluginStrings ? shownPlugins : []).map((c): PaletteItem => ({
      id: `${c.plugin}:${c.id}`,
      group: c.group,
      label: t(c.labelKey),
      keywords: c.keywords,
      run: () => c.run(commandContext(c.plugin)),
    })),
    ...THEMES.filter((value) => !isThemeForced && value !== theme).map(
      (value: Theme): PaletteItem => ({
        id: `theme:${value}`,
        group: 'actions',
        label:
          value === 'light'
            ? t('command-palette:themeLight')
            : value === 'dark'
              ? t('command-palette:themeDark')
              : t('command-palette:themeAuto'),
        keywords: ['theme', 'design', value],
        run: () => setTheme(value),
      }),
    ),
    ...config.language.supported
      .filter((code) => code !== language)
      .map((code): PaletteItem => ({
        id: `language:${code}`,
        group: 'actions',
        label: t('command-palette:switchLanguage', { language: languageName(code) }),
        keywords: ['language', 'sprache', code],
        run: () => void switchLanguage(code),
      })),
    {
      id: 'sign-out',
      group: 'actions',
      label: t('authentication:logOut'),
      keywords: ['logout', 'sign out'],
      run: go(adminPaths.logout),
    },
  ]

  /** As the account page does: the admin's language, kept on the user too when it has the field. */
  async function switchLanguage(code: string) {
    await setLanguage(code)
    const users = config.collections.find((c) => c.slug === config.userCollection)
    if (users?.fields.some((f) => f.name === 'language'))
      await api(`/${config.userCollection}/${context.user.id}`, {
        method: 'PATCH',
        body: { language: code },
      }).catch(() => undefined)
    await queryClient.invalidateQueries()
    notify.success(t('folio:languageSaved'))
  }

  return items
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** `value`, once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** The search's query options: one request per settled query, kept a little while. */
export const paletteSearchQuery = (q: string, locale: string | undefined) => ({
  queryKey: ['command-palette', 'search', q, locale ?? ''] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<PaletteSearchAnswer>(PALETTE_SEARCH_PATH, {
      query: { q, ...(locale ? { locale } : {}) },
      signal,
    }),
  staleTime: 15_000,
  placeholderData: keepPreviousData,
})

/**
 * The documents whose titles hold the query (the server's search, after typing rests for
 * `SEARCH_DEBOUNCE_MS`), or the recently updated ones while nothing is typed, as palette rows.
 */
export function useDocumentSearch(
  query: string,
  context: PaletteContext,
): { items: PaletteItem[]; isSearching: boolean; isError: boolean } {
  const { t } = useI18n()
  const label = useLabel()
  const settled = useDebounced(query.trim().slice(0, PALETTE_MAX_QUERY_LENGTH), SEARCH_DEBOUNCE_MS)
  const locale = context.config.localization ? context.config.localization.defaultLocale : undefined
  const search = useQuery(paletteSearchQuery(settled, locale))
  const collections = new Map(context.config.collections.map((c) => [c.slug, c]))
  // The answer to an earlier query stays while the next one is on its way: only its documents that
  // still hold every typed word are shown meanwhile.
  const words = fold(query)
    .split(/[\s%_\\]+/)
    .filter(Boolean)
  const docs = (search.data?.docs ?? []).filter((doc) => {
    const title = fold(doc.title)
    return words.every((word) => title.includes(word))
  })
  const items = docs.map((doc: PaletteDocument): PaletteItem => {
    const collection = collections.get(doc.collection)
    const collectionLabel = label(collection?.labels.singular, doc.collection)
    const status =
      doc._status === 'draft'
        ? t('version:draft')
        : doc._status === 'published'
          ? t('version:published')
          : undefined
    return {
      id: `doc:${doc.collection}:${doc.id}`,
      group: 'documents',
      label: doc.title || t('general:untitled'),
      detail: status ? `${collectionLabel} · ${status}` : collectionLabel,
      run: () => context.navigate(adminPaths.document(doc.collection, doc.id)),
    }
  })
  return {
    items,
    isSearching: search.isFetching || settled !== query.trim().slice(0, PALETTE_MAX_QUERY_LENGTH),
    isError: search.isError,
  }
}
