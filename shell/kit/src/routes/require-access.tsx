import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ACCESS_ROLES, type AccessLevel, type Role, hasRole } from '@remuda/contracts/routes';
import { useSession } from '../session/session';
import { PageSpinner } from '../ui/page-spinner';
import { paths } from './paths';

export function canAccess(access: AccessLevel, role: Role | null | undefined): boolean {
  return access === 'public' || hasRole(role, ACCESS_ROLES[access]);
}

/** Where the staff area starts for a role: the dashboard for trainers and administrators, the medical records
 * (the one staff screen every signed-in user may open) for anyone else. */
export function staffHome(role: Role | null | undefined): string {
  return canAccess('staff', role) ? paths.admin : paths.medicalRecords;
}

/** Where the sign-in page sends people back to, remembered in the navigation state. */
export interface ReturnTo {
  from?: string;
}

/**
 * The route guard: a spinner while the session loads; signed out goes to /login remembering where it was
 * going; a role the route does not allow goes to /unauthorized. The server checks again on every call.
 */
export function RequireAccess({ access, children }: { access: AccessLevel; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (access === 'public') return <>{children}</>;
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'unknown-offline') {
    return (
      <p role="status" style={{ padding: '64px 16px', textAlign: 'center' }}>
        You are offline, and this device has not kept a signed-in session. Connect once and sign in to use the staff
        area here without signal.
      </p>
    );
  }
  if (session.status === 'signed-out') {
    const state: ReturnTo = { from: location.pathname + location.search + location.hash };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!canAccess(access, session.account.role)) return <Navigate to={paths.unauthorized} replace />;
  return <>{children}</>;
}
