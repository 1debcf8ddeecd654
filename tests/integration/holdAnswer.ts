/**
 * An answer held back until the test releases it, so a request stays in flight for as long as the test
 * needs to look at the screen meanwhile, however slow the machine (a fixed delay can run out first).
 */
export function holdAnswer() {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { released, release: () => release() }
}
