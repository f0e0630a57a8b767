import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { ClientConfigResponse } from '../../shared/client-config'
import type { StringPack } from '../i18n/load'

/** A module a contribution loads on demand: its code is a chunk of its own, fetched when first needed. */
export type Load<T> = () => Promise<T>

/** What a screen knows when a page opens on it, before it first renders. */
export interface ScreenPrefetchContext {
  /** The route's parameters (`:slug`, `:id`…), decoded. */
  params: Record<string, string>
  search: URLSearchParams
  /**
   * The client config as the page has it: the full one for a signed-in screen (its prefetch runs
   * only for a signed-in page: `isAuthenticated` narrows it), the public subset for a signed-out
   * screen opened by a visitor (the sign-in screen preloads the plugins' sign-in methods it shows).
   */
  config: ClientConfigResponse
  queryClient: QueryClient
  /**
   * A link's intent (hover, focus, press) started it, not a page opening at the screen: reads a
   * page would have answered itself (the editor extensions' reads) are made ahead too.
   */
  isLinkIntent?: boolean
}

/**
 * A screen module's optional `prefetch` export: starts the queries its first render makes (the
 * same query options, so the render finds them under way), while the rest of the page's code is
 * still arriving. It must not wait for anything; it may return the code its first render needs
 * besides its own (a form's lazy parts), which a page opened at the screen waits for before it
 * renders, never for data.
 */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void | Promise<unknown>

/** A screen module: its component and, optionally, what it fetches first. */
export interface ScreenModule {
  Component: ComponentType
  prefetch?: ScreenPrefetch
  /**
   * String packs its first render shows: merged into the language before a page opened at the
   * screen renders (and before the server draws it), so what they label is there at once instead
   * of moving the screen when they come.
   */
  stringPacks?: readonly StringPack[]
}
