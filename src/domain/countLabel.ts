/** Counted nouns for the screens ("1 rating", "12 students", "0 lectures"); counts are list lengths. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`
}
