import type { Payload } from 'payload'

/**
 * Background work a plugin runs while the server serves (the video plugin's encoding queue): started
 * by `serve.ts` once Payload is up, never by other processes that load the config (the seed, a
 * migration), which `onInit` would also start it in. A task may answer how to stop it.
 */
export type ServeTask = (payload: Payload) => Promise<void | ServeTaskStop>

/** Ends a task's work when the server stops, before the database is closed. */
export type ServeTaskStop = () => Promise<void>

const TASKS_KEY = 'folioServeTasks'

type Custom = Record<string, unknown> | undefined

export function withServeTasks(custom: Custom, tasks: ServeTask[]): Record<string, unknown> {
  return { ...custom, [TASKS_KEY]: [...serveTasksOf(custom), ...tasks] }
}

export function serveTasksOf(custom: Custom): ServeTask[] {
  const tasks = custom?.[TASKS_KEY]
  return Array.isArray(tasks) ? (tasks as ServeTask[]) : []
}
