/**
 * The one way Folio's browser tests and bench start Chromium: the system's build, headless, with
 * what a headless run does not need switched off.
 *
 * Chromium's own omnibox popup is a web page of its own (`chrome://omnibox-popup.top-chrome`, about
 * 290 requests with its AI-mode variant), which recent builds load beside every new page, headless
 * too. On a 2-core machine it competes with the page under test: the bench's floor page took 84
 * instead of 156 ms to its first paint without it. Both features are switched off.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
