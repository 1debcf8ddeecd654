// The manifest keys a page needs before it can render: the given keys (entry, layout, page) and, through
// their static imports, everything they pull in. Shared by check-budgets.mjs and bench-educator.mjs.
export function staticClosure(manifest, keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}
