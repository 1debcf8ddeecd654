/** Reads `--name value` or `--name=value` from command-line arguments. */
export function readFlag(args: readonly string[], name: string): string | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === `--${name}`) return args[index + 1]
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3)
  }
  return undefined
}

/** A whole number in [min, max], or an error message naming the setting. */
export function parseWholeNumber(value: string, name: string, min: number, max: number): number {
  const number = Number(value)
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`)
  }
  return number
}
