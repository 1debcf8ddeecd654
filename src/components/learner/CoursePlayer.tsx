import { useMemo, useState } from 'react'
import type { Course } from '../../api/types'
import { useAuth } from '../../auth/AuthContext'
import { useAppContext } from '../../context/AppContext'
import { useCourseProgress, usePendingLectureIds } from '../../queries/progress'
import { OutOfDateNotice } from '../common/OutOfDateNotice'
import { CourseRating } from './CourseRating'
import { LecturePanel } from './LecturePanel'
import { PlayerCourseStructure, type LecturePosition } from './PlayerCourseStructure'
import { CourseThumbnail } from '../common/CourseThumbnail'

const NO_LECTURES: ReadonlySet<string> = new Set()

/**
 * The player for a course the learner owns (docs/product.md#player). On phones the video comes first, so
 * "Watch" does not leave it below a long list; from md up it is the right column and stays in view.
 */
export function CoursePlayer({ course }: { course: Course }) {
  const { userData, enrolledCourses } = useAppContext()
  const { user } = useAuth()
  const [chosen, setChosen] = useState<LecturePosition | null>(null)

  const progress = useCourseProgress(course._id)
  const savedForLater = usePendingLectureIds(course._id)
  const completedLectures = progress.data
  const completedLectureIds = useMemo(
    () => (completedLectures ? new Set(completedLectures) : NO_LECTURES),
    [completedLectures],
  )

  // The lecture is looked up again on every render, so a refreshed course shows its current data.
  const lecture = chosen ? course.courseContent?.[chosen.chapterIndex]?.chapterContent[chosen.lectureIndex] : undefined
  const raterId = userData.data?._id ?? user?.id
  const previousRating = course.courseRatings.find((entry) => entry.userId === raterId)?.rating ?? null

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 md:px-10">
      <h1 className="mb-4 text-2xl font-semibold break-words text-slate-900 sm:text-3xl">{course.courseTitle}</h1>
      <OutOfDateNotice resources={[enrolledCourses, progress]} />
      <div className="mt-2 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="md:sticky md:top-6 md:col-start-2 md:row-start-1 md:self-start">
          {chosen && lecture ? (
            <LecturePanel
              key={lecture.lectureId}
              courseId={course._id}
              lecture={lecture}
              position={chosen}
              isCompleted={completedLectureIds.has(lecture.lectureId)}
              isSavedForLater={savedForLater.has(lecture.lectureId)}
            />
          ) : (
            <CourseThumbnail
              src={course.courseThumbnail}
              width={640}
              height={360}
              className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
            />
          )}
        </div>
        <div className="md:col-start-1 md:row-start-1">
          <h2 className="text-xl font-semibold text-slate-900">Course Structure</h2>
          {progress.status === 'error' && (
            <p role="status" className="mt-3 text-sm text-slate-600">
              Your progress could not be loaded.{' '}
              <button
                type="button"
                onClick={() => void progress.reload()}
                className="font-medium text-brand-700 underline hover:text-brand-900"
              >
                Try again
              </button>
            </p>
          )}
          <PlayerCourseStructure
            course={course}
            completedLectureIds={completedLectureIds}
            chosen={chosen}
            onWatch={setChosen}
          />
          <div className="mt-8">
            <CourseRating courseId={course._id} previousRating={previousRating} />
          </div>
        </div>
      </div>
    </div>
  )
}
