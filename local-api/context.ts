import type { OriginPolicy } from './origins.ts'
import type { Logger } from './persistence.ts'
import type { Store } from './store.ts'

/** What every route module needs, passed explicitly so tests can inject a clock and an in-memory store. */
export type Deps = {
  store: Store
  now: () => number
  /** Currency symbol shown on the checkout page (VITE_CURRENCY, default ₹). */
  currency: string
  logger: Logger
  /** Which app origins may use the API, and where a checkout returns to. */
  origins: OriginPolicy
  /** Whether the catalogue is gzipped for clients that accept it (false: plain JSON, like the hosted API). */
  compression: boolean
}
