import { countLabel } from '../../domain/countLabel'

/** Singular or plural wording for the course screen's counts ("1 lecture", "12 lectures"). */
export function lectureCountLabel(count: number): string {
  return countLabel(count, 'lecture', 'lectures')
}

export function lessonCountLabel(count: number): string {
  return countLabel(count, 'lesson', 'lessons')
}
