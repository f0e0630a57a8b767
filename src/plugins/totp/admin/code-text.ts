import { TOTP_CODE_LENGTH } from '../shared'

/** What a code input holds: the digits typed or pasted (spaces, dashes and the rest dropped), at most six. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH)
}

export function isCompleteCode(code: string): boolean {
  return code.length === TOTP_CODE_LENGTH
}

/** A recovery code as sent: without the spaces around it or inside it. */
export function normaliseRecoveryCode(raw: string): string {
  return raw.replace(/\s/g, '')
}

/** A setup key as it is read out and typed: in groups of four (`ABCD EFGH …`). */
export function groupInFours(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ')
}
