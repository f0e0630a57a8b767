import type * as SonnerModule from 'sonner'

type Sonner = typeof SonnerModule
type Job = (sonner: Sonner) => void

let sonner: Sonner | undefined
const queue: Job[] = []
let mountHost: (() => void) | undefined

/** Called by ToastHost: how to mount the toaster on the first toast. */
export function registerToastHost(mount: () => void): void {
  mountHost = mount
  if (queue.length) mount()
}

/** Called once the toaster is mounted: shows what was asked for meanwhile. */
export function toasterReady(loaded: Sonner): void {
  sonner = loaded
  queue.splice(0).forEach((job) => job(loaded))
}

function run(job: Job): void {
  if (sonner) return job(sonner)
  queue.push(job)
  mountHost?.()
}

/**
 * The one way to show a toast. sonner is loaded with the first toast, so screens that never
 * show one (a successful sign-in) never download it. With an `id` (a form's), a toast replaces
 * the one shown with the same id instead of stacking beside it: a form's newest message is its
 * only one.
 */
export const notify = {
  success: (message: string, id?: string) =>
    run((s) => s.toast.success(message, id ? { id } : undefined)),
  error: (message: string, id?: string) =>
    run((s) => s.toast.error(message, id ? { id } : undefined)),
}
