import * as migration_20261122_002822_initial from './20261122_002822_initial';
import * as migration_20261122_011109_drafts_list_indexes from './20261122_011109_drafts_list_indexes';
import * as migration_20261122_012729_document_locks from './20261122_012729_document_locks';
import * as migration_20261122_013854_showcase from './20261122_013854_showcase';
import * as migration_20261122_020129_showcase_layout from './20261122_020129_showcase_layout';
import * as migration_20261122_021546_showcase_has_many from './20261122_021546_showcase_has_many';
import * as migration_20261122_024226_relations_rows from './20261122_024226_relations_rows';
import * as migration_20261122_034037_email_outbox from './20261122_034037_email_outbox';
import * as migration_20261122_042355_admin_lock from './20261122_042355_admin_lock';
import * as migration_20261122_054342_invitations from './20261122_054342_invitations';
import * as migration_20261122_060927_user_language from './20261122_060927_user_language';
import * as migration_20261125_234155_rich_text from './20261125_234155_rich_text';
import * as migration_20261126_105324_seo_meta from './20261126_105324_seo_meta';
import * as migration_20261126_120057_seo_settings from './20261126_120057_seo_settings';
import * as migration_20261126_143921_settings_drafts from './20261126_143921_settings_drafts';
import * as migration_20261126_145506_showcase_versions from './20261126_145506_showcase_versions';
import * as migration_20261128_062432_version_authors from './20261128_062432_version_authors';
import * as migration_20261128_100000_reference_set_null from './20261128_100000_reference_set_null';
import * as migration_20261128_101608_totp from './20261128_101608_totp';
import * as migration_20261128_172331_api_keys from './20261128_172331_api_keys';
import * as migration_20261128_215546_video from './20261128_215546_video';
import * as migration_20261129_004921_video_focal from './20261129_004921_video_focal';
import * as migration_20261129_050327_dashboard_recent_changes from './20261129_050327_dashboard_recent_changes';
import * as migration_20261129_140810_revision from './20261129_140810_revision';

export const migrations = [
  {
    up: migration_20261122_002822_initial.up,
    down: migration_20261122_002822_initial.down,
    name: '20261122_002822_initial',
  },
  {
    up: migration_20261122_011109_drafts_list_indexes.up,
    down: migration_20261122_011109_drafts_list_indexes.down,
    name: '20261122_011109_drafts_list_indexes',
  },
  {
    up: migration_20261122_012729_document_locks.up,
    down: migration_20261122_012729_document_locks.down,
    name: '20261122_012729_document_locks',
  },
  {
    up: migration_20261122_013854_showcase.up,
    down: migration_20261122_013854_showcase.down,
    name: '20261122_013854_showcase',
  },
  {
    up: migration_20261122_020129_showcase_layout.up,
    down: migration_20261122_020129_showcase_layout.down,
    name: '20261122_020129_showcase_layout',
  },
  {
    up: migration_20261122_021546_showcase_has_many.up,
    down: migration_20261122_021546_showcase_has_many.down,
    name: '20261122_021546_showcase_has_many',
  },
  {
    up: migration_20261122_024226_relations_rows.up,
    down: migration_20261122_024226_relations_rows.down,
    name: '20261122_024226_relations_rows',
  },
  {
    up: migration_20261122_034037_email_outbox.up,
    down: migration_20261122_034037_email_outbox.down,
    name: '20261122_034037_email_outbox',
  },
  {
    up: migration_20261122_042355_admin_lock.up,
    down: migration_20261122_042355_admin_lock.down,
    name: '20261122_042355_admin_lock',
  },
  {
    up: migration_20261122_054342_invitations.up,
    down: migration_20261122_054342_invitations.down,
    name: '20261122_054342_invitations',
  },
  {
    up: migration_20261122_060927_user_language.up,
    down: migration_20261122_060927_user_language.down,
    name: '20261122_060927_user_language',
  },
  {
    up: migration_20261125_234155_rich_text.up,
    down: migration_20261125_234155_rich_text.down,
    name: '20261125_234155_rich_text',
  },
  {
    up: migration_20261126_105324_seo_meta.up,
    down: migration_20261126_105324_seo_meta.down,
    name: '20261126_105324_seo_meta',
  },
  {
    up: migration_20261126_120057_seo_settings.up,
    down: migration_20261126_120057_seo_settings.down,
    name: '20261126_120057_seo_settings',
  },
  {
    up: migration_20261126_143921_settings_drafts.up,
    down: migration_20261126_143921_settings_drafts.down,
    name: '20261126_143921_settings_drafts',
  },
  {
    up: migration_20261126_145506_showcase_versions.up,
    down: migration_20261126_145506_showcase_versions.down,
    name: '20261126_145506_showcase_versions',
  },
  {
    up: migration_20261128_062432_version_authors.up,
    down: migration_20261128_062432_version_authors.down,
    name: '20261128_062432_version_authors',
  },
  {
    up: migration_20261128_100000_reference_set_null.up,
    down: migration_20261128_100000_reference_set_null.down,
    name: '20261128_100000_reference_set_null',
  },
  {
    up: migration_20261128_101608_totp.up,
    down: migration_20261128_101608_totp.down,
    name: '20261128_101608_totp',
  },
  {
    up: migration_20261128_172331_api_keys.up,
    down: migration_20261128_172331_api_keys.down,
    name: '20261128_172331_api_keys',
  },
  {
    up: migration_20261128_215546_video.up,
    down: migration_20261128_215546_video.down,
    name: '20261128_215546_video',
  },
  {
    up: migration_20261129_004921_video_focal.up,
    down: migration_20261129_004921_video_focal.down,
    name: '20261129_004921_video_focal',
  },
  {
    up: migration_20261129_050327_dashboard_recent_changes.up,
    down: migration_20261129_050327_dashboard_recent_changes.down,
    name: '20261129_050327_dashboard_recent_changes',
  },
  {
    up: migration_20261129_140810_revision.up,
    down: migration_20261129_140810_revision.down,
    name: '20261129_140810_revision'
  },
];
