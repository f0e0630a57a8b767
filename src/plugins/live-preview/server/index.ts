import type { CollectionConfig, Config, GlobalConfig, Plugin } from 'payload'
import { withPublicSettings } from '../../../server/kit/public-settings'
import { LIVE_PREVIEW_SLUG, type Breakpoint, type LivePreviewSettings } from '../shared'
import { previewUrlEndpoint } from './preview-url'
import { folioPlugin } from '../../../server/kit/folio-plugin'

type LivePreviewOption = NonNullable<NonNullable<Config['admin']>['livePreview']>

const toBreakpoints = (list: LivePreviewOption['breakpoints']): Breakpoint[] =>
  (list ?? []).flatMap((b) => {
    const width = Number(b.width)
    const height = Number(b.height)
    return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0
      ? [{ name: b.name, label: b.label, width, height }]
      : []
  })

/**
 * Live preview as the `live-preview` plugin, configured as Payload documents it
 * (`admin.livePreview` on the root config, a collection or a global): each entity with a preview
 * tells the admin its breakpoints (`plugins['live-preview']`), and the admin asks
 * `GET {api}/folio/live-preview-url` for a document's address. The admin half draws the preview
 * beside the edit form and speaks Payload's postMessage protocol.
 */
export const livePreviewPlugin = (): Plugin =>
  folioPlugin({ name: 'live-preview' }, (config: Config): Config => {
    const root = config.admin?.livePreview
    const settingsOf = (
      own: LivePreviewOption | undefined,
      isListed: boolean,
    ): LivePreviewSettings | undefined =>
      own?.url || (isListed && root?.url)
        ? { breakpoints: toBreakpoints(own?.breakpoints ?? root?.breakpoints) }
        : undefined
    const withSettings = <T extends CollectionConfig | GlobalConfig>(
      entity: T,
      settings: LivePreviewSettings | undefined,
    ): T => (settings ? withPublicSettings(entity, LIVE_PREVIEW_SLUG, settings) : entity)
    return {
      ...config,
      collections: config.collections?.map((c) =>
        withSettings(
          c,
          settingsOf(c.admin?.livePreview, Boolean(root?.collections?.includes(c.slug))),
        ),
      ),
      globals: config.globals?.map((g) =>
        withSettings(g, settingsOf(g.admin?.livePreview, Boolean(root?.globals?.includes(g.slug)))),
      ),
      endpoints: [...(config.endpoints ?? []), previewUrlEndpoint],
    }
  })
