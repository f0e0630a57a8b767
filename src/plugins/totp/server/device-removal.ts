import type { CollectionBeforeOperationHook } from 'payload'
import { keepDevices } from './trusted-device'

/**
 * The account page saves the trusted devices it still lists: `PATCH /:id` of one's own user with
 * `totpConfig.trustedDevices` removes every other device of theirs. Nothing else of `totpConfig`
 * is written (it is made on read), and nobody changes another user's devices this way.
 */
export const removeUnlistedDevices: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'update') return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: unknown }
  const config = data?.totpConfig as { trustedDevices?: unknown } | undefined
  if (!data || config === undefined) return args
  const { totpConfig: _config, ...rest } = data
  const isOwn = req.user && id !== undefined && String(req.user.id) === String(id)
  if (isOwn && Array.isArray(config?.trustedDevices)) {
    const keep = config.trustedDevices
      .slice(0, 100)
      .map((device) => String((device as { id?: unknown })?.id ?? ''))
      .filter((value) => /^[\w-]{1,40}$/.test(value))
    await keepDevices(req, req.user!.id, keep)
  }
  return { ...args, data: rest }
}
