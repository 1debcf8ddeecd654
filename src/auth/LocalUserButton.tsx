import { Trans, useLingui } from '@lingui/react/macro'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { LogOut } from 'lucide-react'
import { useAuth } from './AuthContext'
import type { UserButtonProps } from './types'

const MENU_ITEM_CLASS =
  'mt-2 flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 outline-none hover:bg-slate-100 data-[highlighted]:bg-slate-100'

/**
 * The local provider's user button: the avatar opens a small menu with the account and "Sign out".
 * Radix gives the menu its keyboard handling (arrows, Escape, focus return) and outside-click closing.
 */
export function LocalUserButton({ actions = [] }: UserButtonProps) {
  const { user, signOut } = useAuth()
  const { t } = useLingui()
  if (!user) return null
  const initial = user.fullName.trim().charAt(0).toUpperCase() || '?'

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t`Account: ${user.fullName}`}
        className="block size-9 overflow-hidden rounded-full ring-2 ring-white hover:ring-brand-100"
      >
        {user.imageUrl ? (
          <img src={user.imageUrl} alt="" width={36} height={36} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid size-full place-items-center bg-brand-600 font-semibold text-white">
            {initial}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-30 w-64 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-lg"
        >
          <DropdownMenu.Label className="mb-1 font-medium text-slate-900">{user.fullName}</DropdownMenu.Label>
          {user.email && <p className="truncate text-sm text-slate-600">{user.email}</p>}
          {actions.map((action) => (
            <DropdownMenu.Item key={action.label} onSelect={action.onSelect} className={MENU_ITEM_CLASS}>
              {action.icon} {action.label}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item onSelect={() => void signOut()} className={MENU_ITEM_CLASS}>
            <LogOut aria-hidden="true" className="size-4" /> <Trans>Sign out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
