import type { Config } from 'tailwindcss'

// Loaded by src/index.css through `@config` (Tailwind 4 keeps JS configs working that way).
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  // The brand's colours are in src/index.css (@theme): there they are palette variables, which the dark theme remaps.
  theme: { extend: {} },
} satisfies Config
