/**
 * Runs the tests of the enclosing `describe` with the process in `zone` (an IANA name): Node applies a change of
 * `process.env.TZ` to every Date from then on. The zone before is restored afterwards.
 */
export function inTimeZone(zone: string): void {
  const before = process.env.TZ
  beforeAll(() => {
    process.env.TZ = zone
  })
  afterAll(() => {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  })
}
