export type { SampleSettings } from './settings'
