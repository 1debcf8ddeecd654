/**
 * The only reader of import.meta.env. Every setting in the README's settings table is parsed once here, typed
 * and defaulted; a malformed value becomes a ConfigProblem that the app shows on a configuration error
 * screen instead of failing later with a blank page.
 */

import { CONFIG_DEFAULTS, numberLocaleOf } from './defaults'
import { readBackendUrl } from './backendUrl'
import { clerkFrontendApiFromKey } from './clerkKey'
import { isEmailAddress } from '../lib/email'
import { isSupportedLocale } from '../lib/format'

export type AppConfig = {
  /** API origin (and optional base path) without a trailing slash; '' means the app's own origin (local API). */
  backendUrl: string
  /** Clerk publishable key, or null for the local identity provider. */
  clerkPublishableKey: string | null
  currency: string
  /** The locale numbers and amounts are written in (grouping, decimal mark): VITE_LOCALE, or the currency's. */
  numberLocale: string
  brand: string
  contact: { email: string; phone: string; address: string }
  /** Extra host names allowed for checkout redirects, lower-case. */
  checkoutHosts: string[]
}

/**
 * What is wrong with a setting, as data: the configuration screen writes the sentence and its fix in the interface
 * language (this module is also read by the service worker, which carries no messages).
 */
export type ConfigReason =
  | { kind: 'not-a-url' }
  | { kind: 'not-http' }
  | { kind: 'url-extras' }
  | { kind: 'not-a-clerk-key' }
  | { kind: 'not-host-names'; hosts: string[] }
  | { kind: 'not-a-currency-symbol' }
  | { kind: 'unknown-locale' }
  | { kind: 'not-an-email-address' }

export type ConfigVariable =
  | 'VITE_BACKEND_URL'
  | 'VITE_CLERK_PUBLISHABLE_KEY'
  | 'VITE_CHECKOUT_HOSTS'
  | 'VITE_CURRENCY'
  | 'VITE_LOCALE'
  | 'VITE_CONTACT_EMAIL'

export type ConfigProblem = { variable: ConfigVariable; value: string; reason: ConfigReason }

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: ConfigProblem[] }

export type RawEnv = Partial<Record<string, string | boolean | undefined>>

const HOSTNAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/

function read(env: RawEnv, name: string): string {
  const value = env[name]
  return typeof value === 'string' ? value.trim() : ''
}

function parseBackendUrl(value: string, problems: ConfigProblem[]): string {
  const read = readBackendUrl(value)
  if (read.ok) return read.url
  problems.push({ variable: 'VITE_BACKEND_URL', value, reason: { kind: read.reason } })
  return ''
}

/** A Clerk publishable key whose Frontend API host can be read (see clerkKey.ts). */
export function isValidClerkKey(key: string): boolean {
  return clerkFrontendApiFromKey(key) !== ''
}

function parseClerkKey(value: string, problems: ConfigProblem[]): string | null {
  if (value === '') return null
  if (isValidClerkKey(value)) return value
  problems.push({
    variable: 'VITE_CLERK_PUBLISHABLE_KEY',
    value: `${value.slice(0, 12)}…`,
    reason: { kind: 'not-a-clerk-key' },
  })
  return null
}

function parseCheckoutHosts(value: string, problems: ConfigProblem[]): string[] {
  if (value === '') return []
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
  const invalid = hosts.filter((host) => !HOSTNAME.test(host))
  if (invalid.length > 0) {
    problems.push({
      variable: 'VITE_CHECKOUT_HOSTS',
      value,
      reason: { kind: 'not-host-names', hosts: invalid },
    })
    return []
  }
  return hosts
}

function parseNumberLocale(value: string, currency: string, problems: ConfigProblem[]): string {
  if (value === '') return numberLocaleOf(currency)
  if (!isSupportedLocale(value)) {
    problems.push({
      variable: 'VITE_LOCALE',
      value,
      reason: { kind: 'unknown-locale' },
    })
  }
  return value
}

export function parseEnv(env: RawEnv): ConfigResult {
  const problems: ConfigProblem[] = []
  const backendUrl = parseBackendUrl(read(env, 'VITE_BACKEND_URL'), problems)
  const clerkPublishableKey = parseClerkKey(read(env, 'VITE_CLERK_PUBLISHABLE_KEY'), problems)
  const checkoutHosts = parseCheckoutHosts(read(env, 'VITE_CHECKOUT_HOSTS'), problems)

  const currency = read(env, 'VITE_CURRENCY') || CONFIG_DEFAULTS.currency
  if (currency.length > 4) {
    problems.push({
      variable: 'VITE_CURRENCY',
      value: currency,
      reason: { kind: 'not-a-currency-symbol' },
    })
  }
  const numberLocale = parseNumberLocale(read(env, 'VITE_LOCALE'), currency, problems)
  const contactEmail = read(env, 'VITE_CONTACT_EMAIL') || CONFIG_DEFAULTS.contactEmail
  if (!isEmailAddress(contactEmail)) {
    problems.push({
      variable: 'VITE_CONTACT_EMAIL',
      value: contactEmail,
      reason: { kind: 'not-an-email-address' },
    })
  }

  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    config: {
      backendUrl,
      clerkPublishableKey,
      currency,
      numberLocale,
      brand: read(env, 'VITE_BRAND') || CONFIG_DEFAULTS.brand,
      contact: {
        email: contactEmail,
        phone: read(env, 'VITE_CONTACT_PHONE') || CONFIG_DEFAULTS.contactPhone,
        address: read(env, 'VITE_CONTACT_ADDRESS') || CONFIG_DEFAULTS.contactAddress,
      },
      checkoutHosts,
    },
  }
}

export const configResult: ConfigResult = parseEnv(import.meta.env)

/** A production build (`vite build`), as opposed to `npm run dev` and the unit tests: only it has a service worker. */
export const isProductionBuild: boolean = import.meta.env.PROD

/**
 * The parsed settings. main.tsx renders the configuration error screen instead of the app when
 * parsing failed, so everything below the app root may rely on this.
 */
export const config: AppConfig = configResult.ok
  ? configResult.config
  : {
      backendUrl: '',
      clerkPublishableKey: null,
      currency: CONFIG_DEFAULTS.currency,
      numberLocale: numberLocaleOf(CONFIG_DEFAULTS.currency),
      brand: CONFIG_DEFAULTS.brand,
      contact: {
        email: CONFIG_DEFAULTS.contactEmail,
        phone: CONFIG_DEFAULTS.contactPhone,
        address: CONFIG_DEFAULTS.contactAddress,
      },
      checkoutHosts: [],
    }

/** The origin requests go to: the configured API or, in local mode, the page's (or service worker's) own origin. */
export function apiOrigin(appConfig: AppConfig = config): string {
  if (appConfig.backendUrl) return new URL(appConfig.backendUrl).origin
  return typeof location === 'undefined' ? 'http://localhost' : location.origin
}
