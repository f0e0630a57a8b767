/** The api-keys plugin's admin strings (English, the source of keys), `t('api-keys:…')`. */
export const stringsEn = {
  // The account section and the panel on a user's page.
  title: 'API key',
  leadOwn:
    'An API key lets scripts and other programs use the API as you, with your permissions, without signing in.',
  leadOther:
    'An API key lets scripts and other programs use the API as this user, with their permissions, without signing in.',
  status: 'Status',
  statusActive: 'Active',
  statusNone: 'No API key',
  createdAt: 'Created',
  lastUsedAt: 'Last used',
  neverUsed: 'Never used',
  create: 'Create API key',
  rotate: 'Rotate',
  rotateKey: 'Rotate API key',
  revoke: 'Revoke',
  revokeKey: 'Revoke API key',
  rotateTitle: 'Rotate the API key?',
  rotateText:
    'A new key replaces the current one. The current key stops working at once: scripts and programs that use it will fail until they are given the new key.',
  revokeTitle: 'Revoke the API key?',
  revokeText:
    'The key stops working at once: scripts and programs that use it will fail. You can create a new key later.',
  revoked: 'The API key was revoked.',
  // The new key, shown once.
  newKeyTitle: 'New API key',
  newKeyLead:
    'Copy the key now: it is shown only this once and cannot be read again. If it is lost, rotate it to get a new one.',
  key: 'API key',
  copyKey: 'Copy API key',
  header: 'Authorization header',
  headerHint: 'Send the key in this header with each request to the API.',
  copyHeader: 'Copy header',
  copy: 'Copy',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Could not copy. Select the text and copy it.',
  done: 'Done',
} as const

declare module '../../../../admin/extend' {
  interface StringPacks {
    'api-keys': typeof stringsEn
  }
}
