#!/usr/bin/env bash
# The whole test suite, set-up included: `npm test` (README quick start) and CI (.ci/run) both run this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

# Install dependencies when node_modules is missing or older than the lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci
fi

step "browser for the end-to-end tests"
node scripts/ensure-chromium.mjs

step "lint"
npm run lint
step "typecheck"
npm run typecheck
step "unit and integration tests"
npm run test:unit
step "local API: one full purchase over HTTP"
npx tsx scripts/purchase-walkthrough.ts
step "build (local mode)"
npm run build
# The same app as production runs it: a Clerk key and an API on another origin (scripts/buildModes.mjs).
step "build (Clerk mode) into .e2e-dist/budget-clerk"
clerk_env=$(node scripts/buildModes.mjs env clerk) # KEY=value lines, no spaces: split into env's arguments
env $clerk_env npx vite build --logLevel warn --outDir .e2e-dist/budget-clerk
step "bundle budgets (local and Clerk mode)"
node scripts/check-budgets.mjs --local dist --clerk .e2e-dist/budget-clerk
step "end-to-end tests (Chromium, local API)"
npx playwright test
step "security and reliability figures (docs/security-and-reliability.md#figures)"
node scripts/security-summary.mjs --unit --require-all
