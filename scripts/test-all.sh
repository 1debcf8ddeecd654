#!/usr/bin/env bash
# The whole test suite, set-up included: `npm test` (README quick start) and CI (.ci/run) both run this.
# Each app is built once: the e2e run previews the builds made here (E2E_PREBUILT=1).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${E2E_PORT:-4317}"
E2E_DIST=".e2e-dist/$PORT"
UNIT_FIGURES="test-results/security-figures/unit"
STARTED=$SECONDS
STEP_NAME=""
STEP_START=$SECONDS
TIMINGS=()

step() {
  finish_step
  STEP_NAME="$1"
  STEP_START=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
finish_step() {
  if [ -n "$STEP_NAME" ]; then TIMINGS+=("$(printf '%5ss  %s' $((SECONDS - STEP_START)) "$STEP_NAME")"); fi
  STEP_NAME=""
}
# Printed however the run ends, so a failing run still says where its time went.
report() {
  local status=$?
  finish_step
  printf '\n\033[1m== time per step\033[0m\n'
  printf '%s\n' "${TIMINGS[@]}"
  printf '%5ss  total (exit %s)\n' $((SECONDS - STARTED)) "$status"
}
trap report EXIT

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
# One Vitest run for everything, property tests at 10,000 runs; its JSON report and the figures the tests
# write feed the security summary at the end, so no security test runs twice.
step "unit and integration tests"
rm -rf "$UNIT_FIGURES"
SECURITY_PBT_RUNS=10000 npm run test:unit -- --reporter=default --reporter=json --outputFile.json="$UNIT_FIGURES/vitest.json"
step "local API: one full purchase over HTTP"
npx tsx scripts/purchase-walkthrough.ts

# The three builds (scripts/buildModes.mjs names the modes). Local mode is what the e2e tests drive and the
# budgets measure; Clerk mode is production's shape; the third has a malformed API address, for the
# configuration error screen.
step "build (local mode) into $E2E_DIST"
env $(node scripts/buildModes.mjs env local) npx vite build --logLevel warn --outDir "$E2E_DIST"
step "build (Clerk mode) into .e2e-dist/budget-clerk"
clerk_env=$(node scripts/buildModes.mjs env clerk) # KEY=value lines, no spaces: split into env's arguments
env $clerk_env npx vite build --logLevel warn --outDir .e2e-dist/budget-clerk
step "build (malformed API address) into $E2E_DIST-config-error"
env VITE_BACKEND_URL='not a url' VITE_CLERK_PUBLISHABLE_KEY='' npx vite build --logLevel warn --outDir "$E2E_DIST-config-error"
step "bundle budgets (local and Clerk mode)"
node scripts/check-budgets.mjs --local "$E2E_DIST" --clerk .e2e-dist/budget-clerk
step "end-to-end tests (Chromium, local API)"
E2E_PORT="$PORT" E2E_PREBUILT=1 npx playwright test
# A seeded random walk of real journeys against the same build while API calls fail (scripts/soak.mjs), on its
# own port and data folder.
step "soak (1 minute)"
node scripts/soak.mjs --minutes 1 --dist "$E2E_DIST" --port $((PORT + 20))
step "security and reliability figures (docs/security-and-reliability.md#figures)"
E2E_PORT="$PORT" node scripts/security-summary.mjs --require-all
step "slowest tests"
node scripts/slowest-tests.mjs --e2e "test-results/reports/e2e-$PORT.json" --unit "$UNIT_FIGURES/vitest.json"
