import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { type RecordPages } from '../routes/paths';
import { RequireAccess } from '../routes/require-access';
import { lazyPage } from '../ui/lazy-page';
import type { RecordKindClient } from './record-kind';

type Screen = ComponentType<{ kind: RecordKindClient }>;

/**
 * A kind of record's four staff screens as routes under `/admin` (its list, add, edit and delete pages), each
 * behind the guard of the page's access, and each loading its code and the kind's definition on first visit.
 */
export function recordRoutes(pages: RecordPages, load: () => Promise<RecordKindClient>): RouteObject[] {
  const segment = pages.list.path.replace(/^\/admin\//, '');
  const screen = (access: RecordPages['list']['access'], loadScreen: () => Promise<Screen>) => (
    <RequireAccess access={access}>
      {lazyPage(async () => {
        const [kind, Screen] = await Promise.all([load(), loadScreen()]);
        return function RecordKindScreen() {
          return <Screen kind={kind} />;
        };
      })}
    </RequireAccess>
  );
  return [
    { path: segment, element: screen(pages.list.access, async () => (await import('./screens/record-list-page')).RecordListPage) },
    { path: `${segment}/add`, element: screen(pages.add.access, async () => (await import('./screens/add-record-page')).AddRecordPage) },
    { path: `${segment}/edit/:id`, element: screen(pages.edit.access, async () => (await import('./screens/edit-record-page')).EditRecordPage) },
    { path: `${segment}/delete/:id`, element: screen(pages.remove.access, async () => (await import('./screens/delete-record-page')).DeleteRecordPage) },
  ];
}
