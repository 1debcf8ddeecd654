/**
 * A console.error during a test fails it (STYLE.md), unless the test declares it expects one.
 * tests/setup.ts reads this flag after each test.
 */
export const consoleGuard = { allowed: false, errors: [] as unknown[][] }

export function allowConsoleErrors(): void {
  consoleGuard.allowed = true
}
