import type {
  CollectionAfterChangeHook,
  CollectionAfterOperationHook,
  CollectionBeforeChangeHook,
  PayloadRequest,
} from 'payload'
import { sendAccountNoticeEmail, type AccountChange } from './account-notice-email'
import { afterCommit } from '../../../server/kit/after-commit'

/** Ids of the users whose password the current request sets over an existing one. */
const CHANGED_PASSWORDS_KEY = 'folioChangedPasswords'

type UserDoc = Record<string, unknown> & { id: number | string; email?: unknown }

async function notify(
  req: PayloadRequest,
  to: unknown,
  user: UserDoc,
  change: AccountChange,
): Promise<void> {
  if (typeof to !== 'string' || to === '') return
  // Only a change that was committed is announced; a failure loses the notice, not the change,
  // and the log says so (without the message itself).
  await afterCommit(req, `The ${change.kind} notice could not be sent.`, () =>
    sendAccountNoticeEmail({ req, to, user, change }),
  )
}

function changedPasswords(req: PayloadRequest): Set<string> {
  const existing = req.context[CHANGED_PASSWORDS_KEY]
  if (existing instanceof Set) return existing as Set<string>
  const created = new Set<string>()
  req.context[CHANGED_PASSWORDS_KEY] = created
  return created
}

/**
 * Notes an update that sets a password over an existing one (change-password, an admin's set
 * password). A first password (an invitation accepted: the row has no hash yet) is no change.
 */
export const notePasswordChange =
  (slug: string): CollectionBeforeChangeHook =>
  async ({ data, operation, originalDoc, req }) => {
    if (
      operation !== 'update' ||
      typeof data.password !== 'string' ||
      data.password === '' ||
      !originalDoc
    )
      return data
    const row = await req.payload.db.findOne<{ id: number | string; hash?: unknown }>({
      collection: slug,
      where: { id: { equals: originalDoc.id } },
      req,
    })
    if (typeof row?.hash === 'string' && row.hash !== '')
      changedPasswords(req).add(String(originalDoc.id))
    return data
  }

/** After an update: the owner hears of a new password, the old address of a new email address. */
export const sendChangeNotices: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update') return doc
  const user = doc as UserDoc
  if (changedPasswords(req).delete(String(user.id)))
    await notify(req, user.email, user, { kind: 'passwordChanged' })
  const before = (previousDoc as UserDoc | undefined)?.email
  if (
    typeof before === 'string' &&
    typeof user.email === 'string' &&
    before.toLowerCase() !== user.email.toLowerCase()
  ) {
    await notify(req, before, user, { kind: 'emailChanged', newEmail: user.email })
  }
  return doc
}

/** After a reset with an emailed link: the owner hears of it. */
export const sendResetNotice: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: UserDoc } | undefined)?.user
  if (user) await notify(req, user.email, user, { kind: 'passwordReset' })
  return result
}
