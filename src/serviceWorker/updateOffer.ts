/**
 * The one new version waiting to take over, as the update notice shows it. register.ts offers it when a
 * newly deployed service worker has installed; nothing applies it but the learner pressing "Reload".
 */
type ApplyUpdate = () => void

let applyUpdate: ApplyUpdate | null = null
const listeners = new Set<() => void>()

export function offerUpdate(apply: ApplyUpdate): void {
  applyUpdate = apply
  listeners.forEach((listener) => listener())
}

/** How to switch to the waiting version, or null while there is none. */
export function waitingUpdate(): ApplyUpdate | null {
  return applyUpdate
}

export function subscribeToUpdateOffer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
