/** Singular or plural wording for the course screen's counts ("1 lecture", "12 lectures"). */
function countLabel(count: number, singular: string, plural: string): string {
  const whole = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  return `${whole} ${whole === 1 ? singular : plural}`
}

export function lectureCountLabel(count: number): string {
  return countLabel(count, 'lecture', 'lectures')
}

export function lessonCountLabel(count: number): string {
  return countLabel(count, 'lesson', 'lessons')
}
