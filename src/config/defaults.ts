/**
 * What each optional setting falls back to (README.md, Settings). Apart from env.ts, which parses the
 * settings, the build reads it too: the first-paint header in index.html shows the same brand.
 */
export const CONFIG_DEFAULTS = {
  currency: '₹',
  brand: 'Edemy',
  contactEmail: 'contact@edemy.example',
  contactPhone: '+1-234-567-890',
  contactAddress: '1200 Learning Lane, Suite 400, Bengaluru 560001, India',
} as const

// Where a currency's own users group digits: ₹1,50,000.00 but $150,000.00. Others read as en-US.
const CURRENCY_LOCALES: Readonly<Record<string, string>> = { '₹': 'en-IN', $: 'en-US', '£': 'en-GB', '€': 'en-IE' }

/** The number locale of a build with `currency` and no VITE_LOCALE. */
export function numberLocaleOf(currency: string): string {
  return CURRENCY_LOCALES[currency] ?? 'en-US'
}
