/**
 * The sample plugin's public settings of the showcase collection (`plugins.sample` in the client
 * config): the server half sets them, the admin half reads them typed, with no cast.
 */
export interface SampleSettings {
  /** The number of words a showcase title should reach (the word-count panel's goal). */
  titleWordGoal: number
}

declare module '../../../../src/shared/client-config' {
  interface PluginSettings {
    sample: SampleSettings
  }
}
