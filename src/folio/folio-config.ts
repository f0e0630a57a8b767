import path from 'node:path'
import { buildConfig, type Plugin } from 'payload'
import sharp from 'sharp'
import { apiErrorsPlugin } from '../plugins/api-errors/server'
import { authPlugin } from '../plugins/auth/server'
import { clientConfigPlugin } from '../plugins/client-config/server'
import { editConflictsPlugin } from '../plugins/edit-conflicts/server'
import { emailPlugin } from '../plugins/email/server'
import { formValidationPlugin } from '../plugins/form-validation/server'
import { invitationsPlugin } from '../plugins/invitations/server'
import { lockingPlugin } from '../plugins/locking/server'
import { lockoutPlugin, throttleOptions } from '../plugins/lockout/server'
import { seoPlugin } from '../plugins/seo/server'
import { livePreviewPlugin } from '../plugins/live-preview/server'
import { versionsPlugin } from '../plugins/versions/server'
import { activityPlugin } from '../plugins/activity/server'
import { OUTBOX_SLUG } from '../plugins/email/shared'
import { demoSeo } from '../content/seo'
import { passwordPolicyPlugin } from '../plugins/password-policy/server'
import { richTextPlugin } from '../plugins/richtext/server'
import { sessionsPlugin } from '../plugins/sessions/server'
import { totpPlugin } from '../plugins/totp/server'
import { oidcPlugin } from '../plugins/oidc/server'
import { apiKeysPlugin } from '../plugins/api-keys/server'
import { safeUploadsPlugin } from '../plugins/safe-uploads/server'
import { s3StoragePlugin } from '../plugins/s3-storage/server'
import { videoPlugin } from '../plugins/video/server'
import { commandPalettePlugin } from '../plugins/command-palette/server'
import { loadEnv } from '../server/env'
import { payloadUploadOptions, uploadLimit } from '../server/kit/upload-options'
import { hasRole, ROLES, type Role } from '../content/access/roles'
import { composePlugins } from '../server/kit/folio-plugin'
import { folioLogger } from '../server/kit/logger'
import { sharedStateFor, withSharedState } from '../server/kit/shared-state'
import { joinLimitsPlugin } from '../server/kit/join-limits'
import { categories } from '../content/collections/categories'
import { mediaCollection } from '../content/collections/media'
import { pages } from '../content/collections/pages'
import { posts } from '../content/collections/posts'
import { showcase } from '../content/collections/showcase'
import { usersCollection } from '../content/collections/users'
import { databaseAdapter } from '../server/db/database'
import { settings } from '../content/globals/settings'
import { supportedLanguages } from '../content/languages'
import { contentTranslations } from '../content/messages'

/**
 * Folio's Payload config. `extraPlugins` join the list: the test build adds its test plugin this
 * way (docs/ARCHITECTURE.md); `payload.config.ts` has none.
 */
export function folioConfig(options: { extraPlugins?: Plugin[] } = {}) {
  const env = loadEnv()
  const shared = sharedStateFor(env)
  const collections = [
    usersCollection({ isSecure: env.isSecure }),
    posts,
    pages,
    categories,
    mediaCollection({ staticDir: path.join(env.dataDir, 'media') }),
    showcase,
  ]

  return buildConfig({
    secret: env.secret,
    serverURL: env.serverURL,
    // Cookies are accepted only from these origins; never leave this empty (docs/payload-core.md §2).
    csrf: [env.serverURL, ...env.extraCsrfOrigins],
    // Front ends that show live previews from another origin: they read the API from the browser,
    // and the admin may frame them (its Content-Security-Policy lists these origins).
    cors: env.previewOrigins,
    cookiePrefix: 'folio',
    // Relations are populated at most two levels deep whatever `depth` asks (Payload's default is 10):
    // documents that relate to each other multiply at every level. The admin reads at depth 0.
    maxDepth: 2,
    routes: { admin: env.adminRoute, api: '/api' },
    admin: {
      user: 'users',
      dateFormat: 'MMMM do yyyy, h:mm a',
      theme: env.adminTheme,
      // The demo site that renders a preview is not part of Folio; its address follows the server's.
      livePreview: {
        url: ({ data, collectionConfig, locale }) =>
          `${env.serverURL}/preview/${collectionConfig?.slug ?? ''}/${String(data.id ?? '')}?locale=${locale.code}`,
        collections: ['posts', 'pages'],
        breakpoints: [
          { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
          { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
          { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
        ],
      },
    },
    collections,
    // Uploads are streamed to temp files and bounded per collection (FOLIO_UPLOAD_LIMIT, `uploadLimit()`).
    upload: payloadUploadOptions({
      collections,
      limits: env.bodyLimits,
      tempFileDir: path.join(env.dataDir, 'upload-tmp'),
    }),
    // The limit of an upload collection without its own, for the admin to check a file before sending it;
    // the state every instance shares (throttles, counters: Redis with REDIS_URL, else PostgreSQL, else this process).
    custom: withSharedState(uploadLimit(env.bodyLimits.uploadBytes), shared.state),
    ...(shared.kv ? { kv: shared.kv } : {}),
    globals: [settings],
    localization: {
      locales: [
        { code: 'en', label: { en: 'English', de: 'Englisch' } },
        { code: 'de', label: { en: 'German', de: 'Deutsch' } },
      ],
      defaultLocale: 'en',
      fallback: true,
    },
    i18n: {
      fallbackLanguage: 'de',
      supportedLanguages,
      translations: contentTranslations({ supportedLanguages }),
    },
    db: databaseAdapter(env),
    sharp,
    telemetry: false,
    logger: folioLogger(env.isDevelopment),
    typescript: { autoGenerate: false },
    graphQL: { disable: true },
    // The plugins run by their declared stage and requirements, not by this order
    // (composePlugins, docs/ARCHITECTURE.md "What runs, in what order").
    plugins: composePlugins([
      // SMTP with SMTP_URL, else the outbox (admins only, in the Administration group): link tokens
      // hidden unless FOLIO_OUTBOX_KEEP_LINKS=true, full links in the log only with `npm run dev`.
      emailPlugin({
        smtpURL: env.smtpURL,
        from: env.emailFrom,
        canManageOutbox: (user) => hasRole(user, 'admin'),
        outboxGroup: { en: 'Administration', de: 'Verwaltung' },
        outbox: {
          shouldKeepLinks: env.outboxKeepsLinks,
          shouldLogLinks: env.isDevelopment,
          isProduction: env.isProduction,
        },
      }),
      // Videos under /api/video (videos, categories, tags): signed one-time upload URLs (FOLIO_VIDEO_UPLOAD_TTL,
      // FOLIO_VIDEO_UPLOAD_LIMIT), encoding to HLS in the server's jobs queue, files in $FOLIO_DATA_DIR/video or the S3 bucket;
      // posts get a `video` group with the video-select field. Before locking, so videos get its locks.
      videoPlugin({
        root: path.join(env.dataDir, 'video'),
        uploadTtlSeconds: env.videoUpload.ttlSeconds,
        uploadLimitBytes: env.videoUpload.limitBytes,
        jobLeaseMs: env.jobLeaseMs,
        canUpload: (user) => hasRole(user, 'admin', 'editor', 'author'),
        canDelete: (user) => hasRole(user, 'admin', 'editor'),
        fields: [{ collection: 'posts', name: 'video', categories: ['editorial'], tags: ['web'] }],
      }),
      lockingPlugin(),
      // A save that sends If-Match with the updatedAt it edited gets 409 if the document changed since.
      editConflictsPlugin(),
      // Lockout, admin lock and the throttle of sign-in, forgot-password and links (README, Security defaults); FOLIO_LOGIN_*, FOLIO_FORGOT_*, FOLIO_LINK_* tune it.
      lockoutPlugin({
        canManageLocks: (user) => hasRole(user, 'admin'),
        byAccount:
          env.loginLimits.accountRefuseAfter === undefined
            ? undefined
            : { refuseAfter: env.loginLimits.accountRefuseAfter },
        byAddress:
          env.loginLimits.addressRefuseAfter === undefined
            ? undefined
            : { refuseAfter: env.loginLimits.addressRefuseAfter },
        baseDelayMs: env.loginLimits.baseDelayMs,
        ...throttleOptions(env.throttleLimits),
      }),
      // Sign-in with Google, Microsoft Entra ID and an OpenID Connect issuer (GOOGLE_*, MICROSOFT_*, OIDC_*), matched by verified email.
      // Before form-validation, which checks the `provider` options this plugin sets.
      oidcPlugin({
        providers: env.identityProviders,
        autoCreateRole:
          env.oidcAutoCreateRole === undefined
            ? undefined
            : rolesOf('FOLIO_OIDC_AUTO_CREATE_ROLE', [env.oidcAutoCreateRole])[0],
      }),
      formValidationPlugin(),
      // The password policy keeps its defaults (README, Security defaults); pass `{ policy: { … } }` to change them.
      passwordPolicyPlugin(),
      // Hashed reset tokens, locked accounts kept out of resets, change-password, no password by plain PATCH,
      // admins send reset links (FOLIO_ADMIN_SETS_PASSWORDS=true lets them set passwords), account notices.
      authPlugin({
        adminsSetPasswords: env.adminsSetPasswords,
        canSendResetLinks: (user) => hasRole(user, 'admin'),
      }),
      // Session ids never leave the server; a session lasts at most FOLIO_SESSION_MAX_AGE_DAYS (30) days.
      sessionsPlugin({
        maxAgeMs:
          env.sessionMaxAgeDays === undefined
            ? undefined
            : env.sessionMaxAgeDays * 24 * 60 * 60 * 1000,
      }),
      // Two-factor sign-in (TOTP, recovery codes, trusted browsers for FOLIO_TOTP_TRUST_DAYS days); FOLIO_TOTP_REQUIRED_ROLES must use it.
      totpPlugin({
        // The roles are checked here, at start: an unknown name stops Folio with its message.
        canManageUsers: (user) => hasRole(user, 'admin'),
        requiresTotp: (
          (roles) => (user: unknown) =>
            hasRole(user, ...roles)
        )(rolesOf('FOLIO_TOTP_REQUIRED_ROLES', env.totpRequiredRoles)),
        trustDays: env.totpTrustDays,
      }),
      // Invite by email and role from the users list; links work once, for 7 days, and are stored hashed.
      invitationsPlugin(),
      // API keys in Payload's header (`users API-Key …`) for scripts and front ends, stored hashed; wrong keys limited per address (FOLIO_API_KEY_ADDRESS_LIMIT).
      apiKeysPlugin({
        canManageKeys: (user) => hasRole(user, 'admin'),
        wrongKeysByAddress:
          env.throttleLimits.apiKeyAddressRefuseAfter === undefined
            ? undefined
            : { refuseAfter: env.throttleLimits.apiKeyAddressRefuseAfter },
        baseDelayMs: env.loginLimits.baseDelayMs,
      }),
      // Who created each document and made each save (`createdBy`, `updatedBy` on every version), set from the signed-in user only.
      versionsPlugin(),
      // The dashboard's widgets: my drafts, recently edited and published, counts (GET /api/folio/activity/…), read as the user.
      activityPlugin({ leaveOut: [OUTBOX_SLUG] }),
      // GET /api/folio/palette/search: document titles across the collections the user may read, for the command palette.
      commandPalettePlugin(),
      ...(options.extraPlugins ?? []),
      // Rich text as Slate JSON: checked on save (400 naming the problem), related documents stored as ids and populated with depth.
      // It runs after every plugin that adds fields, so their rich-text fields get the admin's rich-text kit too.
      richTextPlugin(),
      // A `meta` group (title, description, image) on posts and pages, with meters, a search preview and generators.
      seoPlugin(demoSeo),
      // Live preview (admin.livePreview above): breakpoints to the admin, each document's preview address.
      livePreviewPlugin(),
      // GET /api/folio/client-config; runs last, by itself: it checks and describes the finished config.
      clientConfigPlugin(),
      // Uploaded file names are stored without control, bidi or path characters; a `url` for the server to fetch is refused (FOLIO_REMOTE_FILE_HOSTS allows hosts).
      safeUploadsPlugin({ remoteFileHosts: env.remoteFileHosts }),
      // With S3_BUCKET, upload collections keep their files in that bucket instead of $FOLIO_DATA_DIR/media.
      ...(env.s3 ? [s3StoragePlugin(env.s3)] : []),
      // A bad id answers 404 and a wrongly typed filter 400 instead of 500; server errors are logged with a request id.
      apiErrorsPlugin({ maxDepth: env.bodyLimits.jsonDepth }),
      // A join without a limit pages at most FOLIO_MAX_LIMIT documents, also inside populated documents.
      joinLimitsPlugin(env.apiLimits.maxLimit),
    ]),
  })
}

/** Role names from the environment, each one the content model knows (else Folio does not start). */
function rolesOf(name: string, values: readonly string[]): Role[] {
  for (const value of values)
    if (!(ROLES as readonly string[]).includes(value))
      throw new Error(`${name}: unknown role '${value}' (roles: ${ROLES.join(', ')})`)
  return values as Role[]
}
