/**
 * Stand-in for src/lib/id.ts `createId()` until that module lands: chapter and lecture ids only need
 * to be unique within one course, and random UUIDs are.
 */
export function createId(prefix = ''): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
  return `${prefix}${random}`
}
