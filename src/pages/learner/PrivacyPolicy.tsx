import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { StaticPageHeader } from '../../components/learner/StaticPageHeader'
import { useStaticPageAos } from '../../hooks/useStaticPageAos'
import { config } from '../../config/env'

type PolicySection = {
  title: MessageDescriptor
  paragraphs: readonly MessageDescriptor[]
  points?: readonly MessageDescriptor[]
}

function policySections(brand: string, email: string): readonly PolicySection[] {
  return [
    {
      title: msg`Information we collect`,
      paragraphs: [msg`We collect only what we need to run ${brand} and to teach you well:`],
      points: [
        msg`Account details you give us or your sign-in provider: your name, e-mail address and profile picture.`,
        msg`Learning activity: the courses you enroll in, the lectures you complete and the ratings you give.`,
        msg`Purchase records: which course you bought, when and for how much. Card details are handled by our payment provider and never reach our servers.`,
        msg`Technical data such as your browser type and the pages you visit, used to keep the service working.`,
      ],
    },
    {
      title: msg`How we use your information`,
      paragraphs: [
        msg`We use your information to give you access to your courses, remember your progress, issue certificates, process payments, answer your questions and improve our courses and platform.`,
        msg`Educators see the name and picture of learners enrolled in their courses, so they can follow their class. We do not sell your personal data.`,
      ],
    },
    {
      title: msg`How we share information`,
      paragraphs: [
        msg`We share data only with the services that help us run the platform, such as our sign-in provider, our payment provider and our hosting partners, and only as far as they need it to do their job. We may also disclose information when the law requires it.`,
      ],
    },
    {
      title: msg`How we keep your data secure`,
      paragraphs: [
        msg`Data travels over encrypted connections, access to it is limited to the people who need it, and we review our safeguards regularly. No system is perfectly secure, so please keep your sign-in details private and tell us at once if you think your account has been misused.`,
      ],
    },
    {
      title: msg`Your rights`,
      paragraphs: [
        msg`You can ask to see, correct, export or delete the personal data we hold about you, and you can object to how we use it. Write to us at ${email} and we will answer within 30 days.`,
      ],
    },
    {
      title: msg`Updates to this policy`,
      paragraphs: [
        msg`We may update this policy as our service changes. When we make important changes we will tell you on the site or by e-mail before they take effect. Continuing to use the service after an update means you accept the new policy.`,
      ],
    },
  ]
}

/** Privacy policy (docs/product.md#privacy-policy): six sections of static text. */
export default function PrivacyPolicy() {
  const { t } = useLingui()
  useDocumentTitle(t`Privacy Policy`)
  const aos = useStaticPageAos()
  const { brand, contact } = config

  return (
    <>
      <StaticPageHeader title={t`Privacy Policy`}>
        <p>
          <Trans>How {brand} collects, uses and protects your personal information.</Trans>
        </p>
      </StaticPageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-20 sm:px-6">
        {policySections(brand, contact.email).map((section, index) => (
          <section key={section.title.id} aria-labelledby={`policy-${index}`} {...aos}>
            <h2 id={`policy-${index}`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {t(section.title)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id} className="mt-3 leading-7 text-slate-700">
                {t(paragraph)}
              </p>
            ))}
            {section.points && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                {section.points.map((point) => (
                  <li key={point.id}>{t(point)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  )
}
