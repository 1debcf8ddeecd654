// The Debian Chromium every script drives (Playwright never downloads a browser here), and the flags
// that keep it quiet: no background traffic, updates or sync that would disturb a measurement.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
