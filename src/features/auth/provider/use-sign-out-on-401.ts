/**
 * docs/product.md#sign-out-on-401: a 401 or 403 from our API signs the user out and sends them to
 * /signin, except a 403 after an admin changed their role: that goes to the new role's dashboard.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type MutableRefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { onUnauthorized } from '@/lib/api-client';
import type { AuthUser } from '@/lib/auth/auth-hint';
import { loadFirebase } from '@/lib/auth/firebase-loader';
import { roleChangedJustNow } from '../api/get-role';
import { MSG } from '@domain/messages';

export function useSignOutOn401(userRef: MutableRefObject<AuthUser | null>, forgetUser: (uid: string | undefined) => Promise<void>): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(
    () =>
      onUnauthorized(async (status) => {
        const current = userRef.current;
        if (!current) return;
        // A role an admin just changed is not a reason to sign out: go to the new role's dashboard.
        const newRole = status === 403 ? await roleChangedJustNow(queryClient, current.email) : null;
        if (newRole) {
          toast.info(MSG.auth.roleChanged(newRole), { id: 'role-changed' });
          navigate(paths.dashboard.root, { replace: true });
          return;
        }
        const fb = await loadFirebase();
        await fb.signOut(fb.auth);
        await forgetUser(current.uid);
        navigate(paths.signIn, { replace: true, state: { from: locationRef.current } });
      }),
    [userRef, forgetUser, navigate, queryClient],
  );
}
