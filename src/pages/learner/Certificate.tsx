import { Trans, useLingui } from '@lingui/react/macro'
import { Printer } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import type { Course, Lecture } from '../../api/types'
import { useAuth } from '../../auth/AuthContext'
import { FileDownloadButton } from '../../components/common/FileDownloadButton'
import { Loading } from '../../components/common/Loading'
import { QueryResult } from '../../components/common/QueryResult'
import { SignInPrompt } from '../../components/common/SignInPrompt'
import { CertificateSheet } from '../../components/learner/CertificateSheet'
import { config } from '../../config/env'
import { paths } from '../../config/paths'
import { useAppContext } from '../../context/AppContext'
import { certificateFileName, certificateText, type CertificateText } from '../../domain/certificate'
import { certificateField } from '../../domain/certificateField'
import { isCourseComplete, studySteps } from '../../domain/studyPath'
import { useCompletionDay } from '../../hooks/useCompletionDay'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { formatLongDay } from '../../lib/format'
import { useCourseProgress } from '../../queries/progress'

/**
 * /certificate/:courseId (docs/study-flow.md#the-certificate): for an enrolled learner who completed the
 * course. Everyone else is told why there is no certificate and where to go instead.
 */
export default function Certificate() {
  const { courseId = '' } = useParams()
  const auth = useAuth()
  const { enrolledCourses } = useAppContext()
  const { t } = useLingui()
  const course = enrolledCourses.data?.find((candidate) => candidate._id === courseId)
  const courseTitle = course ? certificateField(course.courseTitle) : null
  useDocumentTitle(courseTitle === null ? t`Certificate` : t`Certificate: ${courseTitle}`)

  if (!auth.isLoaded) return <Loading />
  if (!auth.isSignedIn) {
    return <SignInPrompt message={t`Sign in to see the certificates of the courses you have completed.`} />
  }
  return (
    <QueryResult
      resource={enrolledCourses}
      loadingLabel={t`Loading your certificate…`}
      error={t`Something went wrong`}
      errorHeadingLevel={1}
    >
      {() =>
        course ? (
          <CourseCertificate key={course._id} course={course} />
        ) : (
          <NoCertificate
            title={t`You are not enrolled in this course`}
            message={t`A certificate is given to learners who enroll in a course and complete every lecture.`}
            link={{ to: paths.course(courseId), text: t`Go to the course page` }}
          />
        )
      }
    </QueryResult>
  )
}

function CourseCertificate({ course }: { course: Course }) {
  const progress = useCourseProgress(course._id)
  const { t } = useLingui()
  return (
    <QueryResult
      resource={progress}
      loadingLabel={t`Checking your progress…`}
      error={t`Your progress could not be loaded`}
      errorHeadingLevel={1}
    >
      {(completed) => <CompletedOrNot course={course} completedLectureIds={completed} />}
    </QueryResult>
  )
}

function CompletedOrNot({ course, completedLectureIds }: { course: Course; completedLectureIds: string[] }) {
  const { user } = useAuth()
  const { userData } = useAppContext()
  const isComplete = isCourseComplete(studySteps<Lecture>(course), new Set(completedLectureIds))
  const day = useCompletionDay(user?.id ?? null, course._id, isComplete)
  const { t } = useLingui()
  if (!isComplete || !day) {
    return (
      <NoCertificate
        title={t`You have not completed this course yet`}
        message={t`Your certificate is ready once every lecture is marked complete.`}
        link={{ to: paths.player(course._id), text: t`Continue the course` }}
      />
    )
  }
  const text = certificateText({
    learnerName: user?.fullName || userData.data?.name || '',
    courseTitle: course.courseTitle,
    educatorName: course.educator?.name ?? '',
    brand: config.brand,
    completedOn: formatLongDay(day),
  })
  return <CertificateView text={text} />
}

function CertificateView({ text }: { text: CertificateText }) {
  const { t } = useLingui()
  const makePdf = async () => {
    const { certificatePdf } = await import('../../components/learner/certificatePdf')
    const bytes = await certificatePdf(text, config.brand)
    return {
      fileName: certificateFileName(text.courseTitle),
      blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }),
    }
  }

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:px-10">
      <div className="mb-6 flex flex-wrap justify-end gap-3 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          <Printer aria-hidden="true" className="size-5" />
          <Trans>Print</Trans>
        </button>
        <FileDownloadButton
          make={makePdf}
          failureMessage={t`The PDF could not be made. Try again, or print the certificate and save it as a PDF.`}
          label={t`Download PDF`}
          busyLabel={t`Making the PDF…`}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
          iconClassName="size-5"
        />
      </div>
      <CertificateSheet text={text} brand={config.brand} />
    </section>
  )
}

type NoCertificateProps = { title: string; message: string; link: { to: string; text: string } }

function NoCertificate({ title, message, link }: NoCertificateProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Link to={link.to} className="mt-6 rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        {link.text}
      </Link>
    </section>
  )
}
