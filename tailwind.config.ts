import type { Config } from 'tailwindcss'

// Loaded by src/index.css through `@config` (Tailwind 4 keeps JS configs working that way).
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe6fe',
          500: '#2563eb',
          600: '#1d4ed8',
          700: '#1e40af',
          900: '#172554',
        },
      },
    },
  },
} satisfies Config
