import { Trans, useLingui } from '@lingui/react/macro'
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { StaticPageHeader } from '../../components/learner/StaticPageHeader'
import { useStaticPageAos } from '../../hooks/useStaticPageAos'
import { config } from '../../config/env'

const EMPTY_MESSAGE = { name: '', email: '', message: '' }

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-500'

/** A phone number as a tel: link: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

type ContactFieldProps = {
  /** The field's name in the form data: English in every language, unlike its label. */
  name: keyof typeof EMPTY_MESSAGE
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email'
  autoComplete?: string
  isMultiline?: boolean
}

/** A labelled, required field of the contact form. */
function ContactField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  isMultiline = false,
}: ContactFieldProps) {
  const id = useId()
  const shared = {
    id,
    name,
    required: true,
    value,
    className: fieldClass,
  }
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {isMultiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  )
}

type ContactDetailProps = { icon: LucideIcon; label: string; children: ReactNode }

function ContactDetail({ icon: Icon, label, children }: ContactDetailProps) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{label}</p>
        {children}
      </div>
    </li>
  )
}

/** Contact (docs/product.md#contact): the form only shows the alert and sends nothing. */
export default function Contact() {
  const { t } = useLingui()
  useDocumentTitle(t`Contact Us`)
  const aos = useStaticPageAos()
  const id = useId()
  const [form, setForm] = useState(EMPTY_MESSAGE)
  const { contact, brand } = config

  function update(field: keyof typeof EMPTY_MESSAGE) {
    return (value: string) => setForm((current) => ({ ...current, [field]: value }))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    window.alert(t`Message sent successfully!`)
    setForm(EMPTY_MESSAGE)
  }

  return (
    <>
      <StaticPageHeader title={t`Contact Us`}>
        <p>
          <Trans>
            Questions about a course, your account or teaching on {brand}? Send us a message and our team will get back
            to you within two working days.
          </Trans>
        </p>
      </StaticPageHeader>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 md:grid-cols-5 md:px-10">
        <section aria-labelledby={`${id}-form`} className="md:col-span-3" {...aos}>
          <h2 id={`${id}-form`} className="text-xl font-semibold text-slate-900">
            <Trans>Send us a message</Trans>
          </h2>
          <form
            onSubmit={handleSubmit}
            className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <ContactField name="name" label={t`Name`} autoComplete="name" value={form.name} onChange={update('name')} />
            <ContactField
              name="email"
              label={t`Email`}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={update('email')}
            />
            <ContactField
              name="message"
              label={t`Message`}
              isMultiline
              value={form.message}
              onChange={update('message')}
            />
            <button
              type="submit"
              className="w-full rounded-md bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700 sm:w-auto"
            >
              <Trans>Send message</Trans>
            </button>
          </form>
        </section>

        <section aria-labelledby={`${id}-details`} className="md:col-span-2" {...aos}>
          <h2 id={`${id}-details`} className="text-xl font-semibold text-slate-900">
            <Trans>Other ways to reach us</Trans>
          </h2>
          <ul className="mt-4 space-y-5 rounded-lg bg-slate-50 p-6">
            <ContactDetail icon={Mail} label={t`Email`}>
              <a href={`mailto:${contact.email}`} className="break-all text-brand-700 hover:underline">
                {contact.email}
              </a>
            </ContactDetail>
            <ContactDetail icon={Phone} label={t`Phone`}>
              <a href={telHref(contact.phone)} className="text-brand-700 hover:underline">
                {contact.phone}
              </a>
            </ContactDetail>
            <ContactDetail icon={MapPin} label={t`Address`}>
              <address className="text-slate-700 not-italic">{contact.address}</address>
            </ContactDetail>
          </ul>
        </section>
      </div>
    </>
  )
}
