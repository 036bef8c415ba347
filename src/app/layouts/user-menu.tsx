/** The signed-in user's dropdown menu on small screens (docs/product.md#layout), with Headless UI's keyboard support. */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

export default function UserMenu({ name, email, photo, onLogout }: { name: string; email: string; photo: string | null; onLogout: () => void }) {
  return (
    <Menu as="div" className="relative sm:hidden">
      <MenuButton className="flex items-center gap-2 rounded-full p-1" aria-label="Open menu">
        <Avatar src={photo} name={name} title={name} size="size-9" />
        <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <path d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />
        </svg>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-56 rounded-xl bg-white p-1 text-slate-800 shadow-lg ring-1 ring-slate-200 focus:outline-none">
        <div className="px-3 py-2 text-sm">
          <p className="font-semibold">{name}</p>
          <p className="truncate text-slate-500">{email}</p>
        </div>
        <MenuItem>
          <Link to={paths.dashboard.root} className="block rounded-lg px-3 py-2 text-sm data-focus:bg-slate-100">
            Dashboard
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={onLogout} className="block w-full rounded-lg px-3 py-2 text-left text-sm data-focus:bg-slate-100">
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
