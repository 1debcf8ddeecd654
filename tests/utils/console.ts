/**
 * A console.error during a test fails it , so no error goes unnoticed, unless the test declares it expects one.
 * tests/setup.ts reads this flag after each test.
 */
export const consoleGuard = { allowed: false, errors: [] as unknown[][] }

export function allowConsoleErrors(): void {
  consoleGuard.allowed = true
}
