import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { toast } from 'sonner';
import { ROLES } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { User } from '@domain/types';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useChangeRole } from '../api/manage-users';

/**
 * The role change of one user (Student, Tutor or Admin). A menu rather than a select: moving
 * through the choices with the keyboard must not already change anyone's role.
 */
export function RoleMenu({ user, disabled, disabledReason }: { user: User; disabled: boolean; disabledReason?: string }) {
  const change = useChangeRole();
  const who = user.name || user.email;
  return (
    <Menu>
      <MenuButton
        disabled={disabled || change.isPending}
        aria-label={`Change role of ${who}`}
        title={disabledReason}
        className={`${buttonClass('secondary', 'sm')} min-w-32`}
      >
        {change.isPending && <Spinner className="size-4" label="Changing the role" />}
        Change role
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 text-slate-500" aria-hidden="true">
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </MenuButton>
      <MenuItems anchor="bottom start" className="z-40 mt-1 w-44 rounded-xl bg-white p-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none">
        {ROLES.map((role) => (
          <MenuItem key={role} disabled={role === user.role}>
            <button
              type="button"
              className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-slate-800 data-disabled:cursor-default data-disabled:text-slate-400 data-focus:bg-brand-50 data-focus:text-brand-800"
              onClick={() =>
                change.mutate(
                  { email: user.email, role },
                  {
                    onSuccess: () => toast.success(MSG.users.roleUpdated),
                    onError: async (error) => toast.error(await errorMessage(error)),
                  },
                )
              }
            >
              {role}
              {role === user.role && <span className="text-xs">Current</span>}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
