import type { CollectionConfig, Config, GlobalConfig, Plugin } from 'payload'
import { FORM_STATE_PATH } from '../../../shared/form-state'
import { formStateHandler } from './form-state'
import { withValidators } from './with-validators'
import { folioPlugin } from '../../../server/kit/folio-plugin'

/**
 * One validator for server and admin: every field without its own `validate` gets the shared rule
 * of its type (`src/shared/validation.ts`), with messages from Payload's translations; fields with
 * their own validator or `unique` are flagged for the admin, which checks them through
 * `POST {api}/folio/form-state` while the user types. Runs on the raw config, before Payload
 * sanitizes it and fills in its own validators.
 */
export const formValidationPlugin = (): Plugin =>
  folioPlugin({ name: 'form-validation' }, (config: Config) => ({
    ...config,
    collections: (config.collections ?? []).map((c): CollectionConfig => ({
      ...c,
      fields: withValidators(c.fields, { isAuth: Boolean(c.auth) }),
    })),
    globals: (config.globals ?? []).map((g): GlobalConfig => ({
      ...g,
      fields: withValidators(g.fields, { isAuth: false }),
    })),
    endpoints: [
      ...(config.endpoints ?? []),
      { path: FORM_STATE_PATH, method: 'post', handler: formStateHandler },
    ],
  }))
