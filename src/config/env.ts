/**
 * The only reader of import.meta.env. Every setting in the README's settings table is parsed once here, typed
 * and defaulted; a malformed value becomes a ConfigProblem that the app shows on a configuration error
 * screen instead of failing later with a blank page.
 */

import { CONFIG_DEFAULTS, numberLocaleOf } from './defaults'
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

export type ConfigProblem = { variable: string; value: string; problem: string; fix: string }

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: ConfigProblem[] }

export type RawEnv = Partial<Record<string, string | boolean | undefined>>

const HOSTNAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/

function read(env: RawEnv, name: string): string {
  const value = env[name]
  return typeof value === 'string' ? value.trim() : ''
}

function parseBackendUrl(value: string, problems: ConfigProblem[]): string {
  if (value === '') return ''
  const fix = 'Set it to the API origin, e.g. https://api.example.com, or leave it empty to use the local API.'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    problems.push({ variable: 'VITE_BACKEND_URL', value, problem: 'is not a valid URL.', fix })
    return ''
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push({ variable: 'VITE_BACKEND_URL', value, problem: 'must start with https:// or http://.', fix })
    return ''
  }
  if (url.username || url.password || url.search || url.hash) {
    problems.push({
      variable: 'VITE_BACKEND_URL',
      value,
      problem: 'must not contain credentials, a query or a fragment.',
      fix,
    })
    return ''
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
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
    problem: 'is not a Clerk publishable key.',
    fix: 'Copy the publishable key (pk_test_… or pk_live_…) from the Clerk dashboard, or leave it empty to use the local sign-in.',
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
      problem: `contains ${invalid.map((host) => `"${host}"`).join(', ')}, which ${invalid.length === 1 ? 'is' : 'are'} not a host name.`,
      fix: 'List bare host names separated by commas, e.g. pay.example.com (no https://, no path).',
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
      problem: 'is not a locale this browser can write numbers in.',
      fix: 'Use a language tag such as en-IN, hi-IN or en-US, or leave it empty to follow the currency.',
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
      problem: 'is longer than a currency symbol.',
      fix: 'Use a symbol such as ₹, $ or €.',
    })
  }
  const numberLocale = parseNumberLocale(read(env, 'VITE_LOCALE'), currency, problems)
  const contactEmail = read(env, 'VITE_CONTACT_EMAIL') || CONFIG_DEFAULTS.contactEmail
  if (!isEmailAddress(contactEmail)) {
    problems.push({
      variable: 'VITE_CONTACT_EMAIL',
      value: contactEmail,
      problem: 'is not an e-mail address.',
      fix: 'Use an address such as contact@example.com, or leave it empty for the default.',
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
