import type { ReactNode } from 'react';
import { RequireAccess, type RouteObject, lazyPage } from '@remuda/shell-kit';

/** Adding, editing and deleting records is for trainers and administrators (SPEC.md section 2). */
const staff = (page: ReactNode) => <RequireAccess access="staff">{page}</RequireAccess>;

/** This remote's pages, relative to `/admin`; each loads its code on first visit. */
export const routes: RouteObject[] = [
  {
    // Any signed-in user may read the list; its actions are for staff only.
    path: 'medical-records',
    element: (
      <RequireAccess access="signed-in">
        {lazyPage(async () => (await import('./features/medical-records/components/medical-records-page')).MedicalRecordsPage)}
      </RequireAccess>
    ),
  },
  {
    path: 'medical-records/add',
    element: staff(lazyPage(async () => (await import('./features/medical-record-form/components/add-medical-record-page')).AddMedicalRecordPage)),
  },
  {
    path: 'medical-records/edit/:id',
    element: staff(lazyPage(async () => (await import('./features/medical-record-form/components/edit-medical-record-page')).EditMedicalRecordPage)),
  },
  {
    path: 'medical-records/delete/:id',
    element: staff(
      lazyPage(async () => (await import('./features/delete-medical-record/components/delete-medical-record-page')).DeleteMedicalRecordPage),
    ),
  },
];
