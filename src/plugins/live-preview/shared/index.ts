/** The live-preview plugin's slug: its public settings are `plugins['live-preview']` in the client config. */
export const LIVE_PREVIEW_SLUG = 'live-preview'

/** `GET {api}/folio/live-preview-url?collection=&id=&locale=` (or `?global=`): `{ url }`. */
export const LIVE_PREVIEW_URL_PATH = '/folio/live-preview-url'

/** A device size offered in the toolbar (Payload's `admin.livePreview.breakpoints`). */
export interface Breakpoint {
  name: string
  label: string
  width: number
  height: number
}

/** What the admin learns of an entity's live preview from the client config. */
export interface LivePreviewSettings {
  breakpoints: Breakpoint[]
}

declare module '../../../shared/client-config' {
  interface PluginSettings {
    'live-preview': LivePreviewSettings
  }
}

export interface LivePreviewUrlAnswer {
  url: string
}
