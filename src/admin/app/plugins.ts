import type { AdminPlugin } from '../host/types'
import { activityAdmin } from '../../plugins/activity/admin'
import { apiKeysAdmin } from '../../plugins/api-keys/admin'
import { apiViewAdmin } from '../../plugins/api-view/admin'
import { authAdmin } from '../../plugins/auth/admin'
import { commandPaletteAdmin } from '../../plugins/command-palette/admin'
import { invitationsAdmin } from '../../plugins/invitations/admin'
import { livePreviewAdmin } from '../../plugins/live-preview/admin'
import { lockingAdmin } from '../../plugins/locking/admin'
import { lockoutAdmin } from '../../plugins/lockout/admin'
import { oidcAdmin } from '../../plugins/oidc/admin'
import { richtextAdmin } from '../../plugins/richtext/admin'
import { seoAdmin } from '../../plugins/seo/admin'
import { totpAdmin } from '../../plugins/totp/admin'
import { versionsAdmin } from '../../plugins/versions/admin'
import { videoAdmin } from '../../plugins/video/admin'
import { extraAdminPlugins } from 'virtual:folio-extra-admin-plugins'

/**
 * The composition root: the admin halves of the plugins this build includes, in order (panels
 * show in this order). Adding or removing a plugin is one line here and one in
 * `src/folio/folio-config.ts`. `extraAdminPlugins` is empty except in the test build
 * (docs/ARCHITECTURE.md, 'The test plugin').
 */
export const adminPluginList: readonly AdminPlugin[] = [
  activityAdmin,
  lockingAdmin,
  invitationsAdmin,
  lockoutAdmin,
  authAdmin,
  totpAdmin,
  apiKeysAdmin,
  oidcAdmin,
  richtextAdmin,
  seoAdmin,
  videoAdmin,
  versionsAdmin,
  apiViewAdmin,
  livePreviewAdmin,
  commandPaletteAdmin,
  ...extraAdminPlugins,
]

/**
 * The content model's conditions (a field's `admin.condition`): the same isomorphic module the
 * server runs, run in the browser. The one place the admin names the content model.
 */
export { conditions as modelConditions } from '../../content/conditions'
