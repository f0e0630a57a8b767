import { defineCondition } from '../shared/conditions'

/**
 * The demo content model's conditions. This module is isomorphic: the server runs the functions
 * through Payload and the admin imports this file to run them in the browser, so keep it free of
 * server imports. Register a new condition here and use it as a field's `admin.condition`.
 */
export const conditions = {
  /** Showcase: the details collapsible's notes only when the item is active. */
  isActive: defineCondition('isActive', (data) => data.isActive === true),
  /** Block rows: a call-to-action's link only when the block has a button label. */
  hasButtonLabel: defineCondition(
    'hasButtonLabel',
    (_data, siblingData) =>
      typeof siblingData.buttonLabel === 'string' && siblingData.buttonLabel.trim() !== '',
  ),
}

export type ConditionName = keyof typeof conditions
