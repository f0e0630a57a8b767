import * as migration_20261122_002824_initial from './20261122_002824_initial';
import * as migration_20261122_011111_drafts_list_indexes from './20261122_011111_drafts_list_indexes';
import * as migration_20261122_012757_document_locks from './20261122_012757_document_locks';
import * as migration_20261122_013918_showcase from './20261122_013918_showcase';
import * as migration_20261122_020139_showcase_layout from './20261122_020139_showcase_layout';
import * as migration_20261122_021556_showcase_has_many from './20261122_021556_showcase_has_many';
import * as migration_20261122_024228_relations_rows from './20261122_024228_relations_rows';
import * as migration_20261122_034040_email_outbox from './20261122_034040_email_outbox';
import * as migration_20261122_042359_admin_lock from './20261122_042359_admin_lock';
import * as migration_20261122_054345_invitations from './20261122_054345_invitations';
import * as migration_20261122_060930_user_language from './20261122_060930_user_language';
import * as migration_20261125_234202_rich_text from './20261125_234202_rich_text';
import * as migration_20261126_105327_seo_meta from './20261126_105327_seo_meta';
import * as migration_20261126_120101_seo_settings from './20261126_120101_seo_settings';
import * as migration_20261126_143926_settings_drafts from './20261126_143926_settings_drafts';
import * as migration_20261126_145509_showcase_versions from './20261126_145509_showcase_versions';
import * as migration_20261128_062438_version_authors from './20261128_062438_version_authors';
import * as migration_20261128_101617_totp from './20261128_101617_totp';
import * as migration_20261128_135147_oidc_providers from './20261128_135147_oidc_providers';
import * as migration_20261128_172336_api_keys from './20261128_172336_api_keys';
import * as migration_20261128_215549_video from './20261128_215549_video';
import * as migration_20261129_004925_video_focal from './20261129_004925_video_focal';
import * as migration_20261129_050332_dashboard_recent_changes from './20261129_050332_dashboard_recent_changes';
import * as migration_20261129_140817_revision from './20261129_140817_revision';

export const migrations = [
  {
    up: migration_20261122_002824_initial.up,
    down: migration_20261122_002824_initial.down,
    name: '20261122_002824_initial',
  },
  {
    up: migration_20261122_011111_drafts_list_indexes.up,
    down: migration_20261122_011111_drafts_list_indexes.down,
    name: '20261122_011111_drafts_list_indexes',
  },
  {
    up: migration_20261122_012757_document_locks.up,
    down: migration_20261122_012757_document_locks.down,
    name: '20261122_012757_document_locks',
  },
  {
    up: migration_20261122_013918_showcase.up,
    down: migration_20261122_013918_showcase.down,
    name: '20261122_013918_showcase',
  },
  {
    up: migration_20261122_020139_showcase_layout.up,
    down: migration_20261122_020139_showcase_layout.down,
    name: '20261122_020139_showcase_layout',
  },
  {
    up: migration_20261122_021556_showcase_has_many.up,
    down: migration_20261122_021556_showcase_has_many.down,
    name: '20261122_021556_showcase_has_many',
  },
  {
    up: migration_20261122_024228_relations_rows.up,
    down: migration_20261122_024228_relations_rows.down,
    name: '20261122_024228_relations_rows',
  },
  {
    up: migration_20261122_034040_email_outbox.up,
    down: migration_20261122_034040_email_outbox.down,
    name: '20261122_034040_email_outbox',
  },
  {
    up: migration_20261122_042359_admin_lock.up,
    down: migration_20261122_042359_admin_lock.down,
    name: '20261122_042359_admin_lock',
  },
  {
    up: migration_20261122_054345_invitations.up,
    down: migration_20261122_054345_invitations.down,
    name: '20261122_054345_invitations',
  },
  {
    up: migration_20261122_060930_user_language.up,
    down: migration_20261122_060930_user_language.down,
    name: '20261122_060930_user_language',
  },
  {
    up: migration_20261125_234202_rich_text.up,
    down: migration_20261125_234202_rich_text.down,
    name: '20261125_234202_rich_text',
  },
  {
    up: migration_20261126_105327_seo_meta.up,
    down: migration_20261126_105327_seo_meta.down,
    name: '20261126_105327_seo_meta',
  },
  {
    up: migration_20261126_120101_seo_settings.up,
    down: migration_20261126_120101_seo_settings.down,
    name: '20261126_120101_seo_settings',
  },
  {
    up: migration_20261126_143926_settings_drafts.up,
    down: migration_20261126_143926_settings_drafts.down,
    name: '20261126_143926_settings_drafts',
  },
  {
    up: migration_20261126_145509_showcase_versions.up,
    down: migration_20261126_145509_showcase_versions.down,
    name: '20261126_145509_showcase_versions',
  },
  {
    up: migration_20261128_062438_version_authors.up,
    down: migration_20261128_062438_version_authors.down,
    name: '20261128_062438_version_authors',
  },
  {
    up: migration_20261128_101617_totp.up,
    down: migration_20261128_101617_totp.down,
    name: '20261128_101617_totp',
  },
  {
    up: migration_20261128_135147_oidc_providers.up,
    down: migration_20261128_135147_oidc_providers.down,
    name: '20261128_135147_oidc_providers',
  },
  {
    up: migration_20261128_172336_api_keys.up,
    down: migration_20261128_172336_api_keys.down,
    name: '20261128_172336_api_keys',
  },
  {
    up: migration_20261128_215549_video.up,
    down: migration_20261128_215549_video.down,
    name: '20261128_215549_video',
  },
  {
    up: migration_20261129_004925_video_focal.up,
    down: migration_20261129_004925_video_focal.down,
    name: '20261129_004925_video_focal',
  },
  {
    up: migration_20261129_050332_dashboard_recent_changes.up,
    down: migration_20261129_050332_dashboard_recent_changes.down,
    name: '20261129_050332_dashboard_recent_changes',
  },
  {
    up: migration_20261129_140817_revision.up,
    down: migration_20261129_140817_revision.down,
    name: '20261129_140817_revision'
  },
];
