import type { PayloadRequest } from 'payload'
import { sendLockEmail } from './lock-email'
import type { UserRow } from './login-guard'

/** Tells the owner that failed sign-ins locked their account; a failed delivery only goes to the log. */
export async function noticeLockedByAttempts(
  req: PayloadRequest,
  user: UserRow | null,
  lockTimeMs: number,
): Promise<void> {
  // No password yet (a pending invitation): nothing of theirs is at risk, and the email would only confuse.
  if (!user || user.hash === null || user.hash === undefined) return
  try {
    await sendLockEmail({ req, user, reason: 'tooManyAttempts', lockTimeMs })
  } catch (err) {
    req.payload.logger.error({ err, msg: 'The lock email could not be sent.' })
  }
}
