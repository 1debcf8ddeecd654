import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Award, BarChart3, MonitorPlay, Presentation } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { SubscribeBox } from '../../components/common/SubscribeBox'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { StaticPageHeader } from '../../components/learner/StaticPageHeader'
import type { AosAttributes } from '../../hooks/useAos'
import { useStaticPageAos } from '../../hooks/useStaticPageAos'
import { config } from '../../config/env'

const CLAIMS = [
  { value: '120+', label: msg`Courses` },
  { value: '100K+', label: msg`Students` },
  { value: '4.8', label: msg`Average rating` },
] as const

const VALUES = [
  {
    title: msg`Learning by doing`,
    text: msg`Every course is built around projects and exercises, so what you learn on Monday is something you can use on Tuesday.`,
  },
  {
    title: msg`Quality over quantity`,
    text: msg`Instructors are practitioners. Courses are reviewed before they are published and kept up to date afterwards.`,
  },
  {
    title: msg`Open to everyone`,
    text: msg`Fair prices, free previews and lessons that work on a phone and a slow connection as well as on a desktop.`,
  },
  {
    title: msg`Learning together`,
    text: msg`Questions, feedback and encouragement from a community of learners and teachers who want you to succeed.`,
  },
] as const

const FEATURES = [
  {
    icon: MonitorPlay,
    title: msg`Interactive lectures`,
    text: msg`Short, focused video lectures with free previews, so you can try a course before you buy it.`,
  },
  {
    icon: BarChart3,
    title: msg`Progress tracking`,
    text: msg`Mark lectures complete and see at a glance how far you are in every course you take.`,
  },
  {
    icon: Award,
    title: msg`Certificates`,
    text: msg`Finish a course and earn a certificate you can share with your employer or add to your profile.`,
  },
  {
    icon: Presentation,
    title: msg`Teacher tools`,
    text: msg`Educators publish courses with a rich-text editor and follow enrollments and earnings on their dashboard.`,
  },
] as const

const TEAM = [
  { name: 'Kavya Iyer', role: msg`Co-founder and CEO`, initials: 'KI', colour: 'bg-brand-100 text-brand-900' },
  { name: 'Jonas Weber', role: msg`Co-founder and CTO`, initials: 'JW', colour: 'bg-amber-100 text-amber-900' },
  { name: 'Amara Obi', role: msg`Head of Learning Design`, initials: 'AO', colour: 'bg-emerald-100 text-emerald-900' },
  { name: 'Luis Romero', role: msg`Instructor Success Lead`, initials: 'LR', colour: 'bg-rose-100 text-rose-900' },
] as const

type AboutSectionProps = { title: string; aos: AosAttributes; className?: string; children: ReactNode }

function AboutSection({ title, aos, className, children }: AboutSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className} {...aos}>
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900 md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** About (docs/product.md#about): mission, values, core features, team and the community box. */
export default function About() {
  const { t } = useLingui()
  useDocumentTitle(t`About Us`)
  const aos = useStaticPageAos()
  const { brand } = config

  return (
    <>
      <StaticPageHeader title={t`About ${brand}`}>
        <p>
          <Trans>
            {brand} is an online learning marketplace where world-class instructors teach practical skills to anyone,
            anywhere.
          </Trans>
        </p>
      </StaticPageHeader>

      <div className="mx-auto max-w-6xl space-y-20 px-4 pb-20 sm:px-6 md:px-10">
        <ul aria-label={t`In numbers`} className="grid gap-4 sm:grid-cols-3" {...aos}>
          {CLAIMS.map((claim) => (
            <li key={claim.value} className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
              <p className="text-4xl font-bold text-brand-600">{claim.value}</p>
              <p className="mt-1 text-slate-600">{t(claim.label)}</p>
            </li>
          ))}
        </ul>

        <AboutSection title={t`Our mission`} className="grid gap-4 md:grid-cols-3 md:gap-10" aos={aos}>
          <p className="text-lg leading-8 text-slate-700 md:col-span-2">
            <Trans>
              We believe a great teacher should be one click away from everyone who wants to learn. {brand} helps
              learners build skills that change careers, and helps experts turn what they know into courses that reach
              thousands of people.
            </Trans>
          </p>
        </AboutSection>

        <AboutSection title={t`What we value`} aos={aos}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {VALUES.map((value) => (
              <li key={value.title.id} className="rounded-lg bg-slate-50 p-6">
                <h3 className="font-semibold text-slate-900">{t(value.title)}</h3>
                <p className="mt-2 text-slate-700">{t(value.text)}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection title={t`Core features`} aos={aos}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title.id} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-brand-600" />
                <h3 className="mt-4 font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{t(text)}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection title={t`Meet the team`} aos={aos}>
          <ul className="mt-6 grid grid-cols-1 gap-6 min-[400px]:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((member) => (
              <li key={member.name} className="flex flex-col items-center rounded-lg bg-slate-50 p-6 text-center">
                <span
                  aria-hidden="true"
                  className={`grid size-20 place-items-center rounded-full text-2xl font-semibold ${member.colour}`}
                >
                  {member.initials}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{member.name}</h3>
                <p className="text-sm text-slate-600">{t(member.role)}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <section
          aria-labelledby="community-heading"
          className="rounded-2xl bg-brand-900 px-6 py-12 text-center text-white md:px-12"
          {...aos}
        >
          <h2 id="community-heading" className="text-2xl font-semibold md:text-3xl">
            <Trans>Join our community</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            <Trans>
              Learning tips, new courses and stories from learners, once a month. No spam, unsubscribe any time.
            </Trans>
          </p>
          <SubscribeBox
            label={t`Email address for the community newsletter`}
            tone="brand"
            className="mx-auto mt-6 max-w-md"
          />
        </section>
      </div>
    </>
  )
}
