import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { config } from '../../config/env'
import { paths } from '../../config/paths'
import { Logo } from './Logo'
import { SubscribeBox } from './SubscribeBox'
import DeviceSettings from './DeviceSettings'

const COMPANY_LINKS = [
  { label: msg`Home`, to: paths.home() },
  { label: msg`About Us`, to: paths.about() },
  { label: msg`Contact Us`, to: paths.contact() },
  { label: msg`Privacy Policy`, to: paths.privacyPolicy() },
]

// The spec's three social links go nowhere; they are drawn here rather than pulled from an icon font. Their names are
// the networks' own, in every language.
const SOCIAL_LINKS = [
  {
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8Z',
  },
  {
    label: 'X (Twitter)',
    path: 'M17.8 4h3l-6.6 7.5L22 20h-6l-4.7-6.1L5.9 20H3l7.1-8L3 4h6.1l4.2 5.6ZM16.8 18.3h1.6L8.3 5.6H6.6Z',
  },
  {
    label: 'Instagram',
    // Three nested outlines (frame, lens, dot); even-odd filling leaves the rings open.
    path: 'M12 7.8a4.2 4.2 0 1 0 0 8.4 4.2 4.2 0 0 0 0-8.4Zm0 6.9a2.7 2.7 0 1 1 0-5.4 2.7 2.7 0 0 1 0 5.4ZM16.9 6a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM12 4c-2.2 0-2.5 0-3.3.1C5.3 4.2 4.2 5.4 4.1 8.7 4 9.5 4 9.8 4 12s0 2.5.1 3.3c.1 3.3 1.3 4.5 4.6 4.6.8.1 1.1.1 3.3.1s2.5 0 3.3-.1c3.3-.1 4.5-1.3 4.6-4.6.1-.8.1-1.1.1-3.3s0-2.5-.1-3.3c-.1-3.3-1.3-4.5-4.6-4.6C14.5 4 14.2 4 12 4Z',
  },
]

export function Footer() {
  const { t } = useLingui()
  const year = new Date().getFullYear()
  const brand = config.brand
  return (
    // Dark in both themes: scheme-light keeps it on the light palette (src/index.css), where slate-900 is the dark
    // band; its top border parts it from a dark page.
    <footer className="mt-auto border-t border-slate-800 bg-slate-900 text-slate-300 scheme-light">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-6 py-12 md:grid-cols-3 md:px-10">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-6">
            <Trans>
              Courses from world-class instructors: video lectures, progress tracking and certificates, on any device.
            </Trans>
          </p>
          <ul className="mt-5 flex gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the product's social links go nowhere yet */}
                <a
                  href="#"
                  aria-label={social.label}
                  className="grid size-9 place-items-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                    <path d={social.path} fillRule="evenodd" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t`Company`}>
          <h2 className="font-semibold text-white">
            <Trans>Company</Trans>
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">
            <Trans>Subscribe to our newsletter</Trans>
          </h2>
          <p className="mt-4 text-sm">
            <Trans>The latest news, articles, and resources, sent to your inbox weekly.</Trans>
          </p>
          <SubscribeBox label={t`Email address for the newsletter`} tone="dark" className="mt-4" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-6 py-4 sm:flex-row sm:justify-between md:px-10">
          <p className="text-center text-xs text-slate-400 md:text-sm">
            <Trans>
              Copyright {year} © {brand}. All rights reserved.
            </Trans>
          </p>
          {/* This device's display settings. */}
          <div className="flex flex-wrap items-center justify-center gap-4">
            <DeviceSettings tone="onDark" />
          </div>
        </div>
      </div>
    </footer>
  )
}
