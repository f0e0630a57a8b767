/** Browser and operating system names from a User-Agent, as a person knows them (no versions). */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

const nameOf = (table: ReadonlyArray<[RegExp, string]>, userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? ''

export function describeUserAgent(userAgent: string | null): { browser: string; os: string } {
  const value = (userAgent ?? '').slice(0, 512)
  return { browser: nameOf(BROWSERS, value), os: nameOf(SYSTEMS, value) }
}
