import { api } from '../../../admin/extend/data'
import { SEND_RESET_PATH } from '../shared'

/** `POST {api}/{users}/:id/send-reset`: the user gets the usual reset email (admins only). */
export const sendResetLink = (slug: string, id: string) =>
  api<{ message: string }>(`/${slug}${SEND_RESET_PATH.replace(':id', encodeURIComponent(id))}`, {
    method: 'POST',
    body: {},
  })
