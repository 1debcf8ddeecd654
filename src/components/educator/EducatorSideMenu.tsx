import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { BookOpen, LayoutDashboard, SquarePlus, Users, type LucideIcon } from 'lucide-react'
import { NavLink } from 'react-router-dom'
import { paths } from '../../config/paths'

type MenuEntry = { label: MessageDescriptor; to: string; icon: LucideIcon; end?: boolean }

const MENU: MenuEntry[] = [
  // `end`: the dashboard is the index, so it must not stay marked on its sibling screens.
  { label: msg`Dashboard`, to: paths.educator.dashboard(), icon: LayoutDashboard, end: true },
  { label: msg`Add Course`, to: paths.educator.addCourse(), icon: SquarePlus },
  { label: msg`My Courses`, to: paths.educator.myCourses(), icon: BookOpen },
  { label: msg`Students Enrolled`, to: paths.educator.studentsEnrolled(), icon: Users },
]

/**
 * The educator side menu. On small screens it shrinks to icons; the labels are then only visually
 * hidden, so each entry keeps its name for screen readers and voice control. NavLink marks the
 * current entry with aria-current="page".
 */
export function EducatorSideMenu() {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Educator`} className="w-16 shrink-0 border-r border-slate-200 bg-white py-2 md:w-64">
      <ul>
        {MENU.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              title={t(label)}
              className={({ isActive }) =>
                `flex items-center justify-center gap-3 border-r-4 px-4 py-3.5 md:justify-start md:px-8 ${
                  isActive
                    ? 'border-brand-600 bg-brand-50 font-medium text-brand-700'
                    : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="sr-only md:not-sr-only">{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
