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
