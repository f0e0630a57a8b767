import type { Payload } from 'payload'
import { customList } from './custom-entry'

/**
 * Background work a plugin runs while the server serves (the video plugin's encoding queue): started
 * by `serve.ts` once Payload is up, never by other processes that load the config (the seed, a
 * migration), which `onInit` would also start it in. A task may answer how to stop it.
 */
export type ServeTask = (payload: Payload) => Promise<void | ServeTaskStop>

/** Ends a task's work when the server stops, before the database is closed. */
export type ServeTaskStop = () => Promise<void>

const serveTasks = customList<ServeTask>('folioServeTasks')

export const withServeTasks = serveTasks.with
export const serveTasksOf = serveTasks.of
