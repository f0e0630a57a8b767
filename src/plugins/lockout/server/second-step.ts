import { LockedAuth, type PayloadRequest } from 'payload'
import { lockAtThreshold, reserveAttempt, settleAttempts } from './attempt-counter'
import { authThrottleOf, clientAddressOf } from './auth-throttle'
import { noticeLockedByAttempts } from './lock-notice'
import { normalizeEmail, type UserRow } from './login-guard'

/**
 * One attempt at the step after the password (a TOTP or recovery code), counted exactly as a
 * password attempt: the account's and the address's sign-in limits first (429), then a slot of
 * the account's count before the check (locked: LockedAuth), then `check`. A wrong answer counts
 * and, at the threshold, locks the account and tells its owner; a right one settles the sign-in
 * (the count and the account's limit are forgotten). Call it before any Payload operation of the
 * request: a rolled-back transaction would take the count with it.
 */
export async function secondStepAttempt(
  req: PayloadRequest,
  { slug, user }: { slug: string; user: UserRow },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const auth = req.payload.collections[slug]!.config.auth
  const maxLoginAttempts = auth.maxLoginAttempts ?? 0
  const lockTimeMs = auth.lockTime ?? 0
  const throttle = authThrottleOf(req, slug)
  const keys = { loginByAccount: normalizeEmail(user.email), loginByAddress: clientAddressOf(req) }
  await throttle?.pass(req, keys, 'loginRateLimited')
  const counter = { req, slug, id: user.id, maxLoginAttempts }
  const lock = async () => {
    if (await lockAtThreshold({ ...counter, lockTimeMs }))
      await noticeLockedByAttempts(req, user, lockTimeMs)
  }

  const isCounting = maxLoginAttempts > 0
  const slot = isCounting ? await reserveAttempt(counter) : 0
  if (slot === null) {
    await lock()
    throw new LockedAuth(req.t)
  }
  if (await check()) {
    if (isCounting) await settleAttempts(counter)
    await throttle?.clear('loginByAccount', keys.loginByAccount)
    return true
  }
  await throttle?.count(keys)
  if (isCounting && slot >= maxLoginAttempts) await lock()
  return false
}
