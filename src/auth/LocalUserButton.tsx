import { LogOut } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useAuth } from './AuthContext'

/** The local provider's user button: the avatar opens a small panel with the account and "Sign out". */
export function LocalUserButton() {
  const { user, signOut } = useAuth()
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    function handlePointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    function handleKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', handlePointer)
    document.addEventListener('keydown', handleKey)
    return () => {
      document.removeEventListener('pointerdown', handlePointer)
      document.removeEventListener('keydown', handleKey)
    }
  }, [isOpen])

  if (!user) return null
  const initial = user.fullName.trim().charAt(0).toUpperCase() || '?'

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`Account: ${user.fullName}`}
        onClick={() => setOpen((open) => !open)}
        className="block size-9 overflow-hidden rounded-full ring-2 ring-white hover:ring-brand-100"
      >
        {user.imageUrl ? (
          <img src={user.imageUrl} alt="" width={36} height={36} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid size-full place-items-center bg-brand-600 font-semibold text-white">
            {initial}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 z-30 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-lg"
        >
          <p className="font-medium text-slate-900">{user.fullName}</p>
          {user.email && <p className="truncate text-sm text-slate-600">{user.email}</p>}
          <button
            type="button"
            onClick={() => {
              setOpen(false)
              void signOut()
            }}
            className="mt-3 flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
          >
            <LogOut aria-hidden="true" className="size-4" /> Sign out
          </button>
        </div>
      )}
    </div>
  )
}
