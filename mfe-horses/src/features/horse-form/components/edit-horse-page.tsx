import type { HorseUpdate } from '@remuda/contracts';
import { ConflictDialog, PageSpinner, isRefreshingKeptAnswer, paths, useParams, useVersionedSave, versionOf } from '@remuda/shell-kit';
import { horseQueryOptions, useHorse } from '../../../api/get-horse';
import { HorseScreen } from '../../../components/horse-screen';
import { HORSE_FIELDS, useUpdateHorse } from '../api/update-horse';
import { formValuesOf } from '../horse-form-values';
import { HORSE_FORM_CSS, HorseForm } from './horse-form';

/**
 * A horse's fields, filled in from the server; once saved (or kept on the device to send), its page. Someone else's
 * change since it was read is shown beside the user's, for them to choose.
 */
export function EditHorsePage() {
  const { id = '' } = useParams();
  const update = useUpdateHorse();
  const refreshing = isRefreshingKeptAnswer(useHorse(id));
  const { save, conflict } = useVersionedSave<HorseUpdate>({
    send: (mine) => update.mutateAsync({ id, horse: mine }),
    leaveTo: () => paths.adminHorse(id),
    queryKey: horseQueryOptions(id).queryKey,
    reset: update.reset,
  });
  return (
    <HorseScreen
      horseId={id}
      style={{ key: 'remuda-horses-form', css: HORSE_FORM_CSS }}
      title={(horse) => (horse ? `Edit ${horse.name}` : 'Edit Horse')}
    >
      {(horse) => (
        <>
          <header className="page-header">
            <h1>Edit {horse.name}</h1>
          </header>
          {refreshing ? (
            <PageSpinner label="Loading the horse…" />
          ) : (
            <HorseForm
              key={horse.id}
              initialValues={formValuesOf(horse)}
              submitLabel="Save Changes"
              cancelTo={paths.adminHorse(horse.id)}
              saving={update.isPending}
              error={update.error}
              onSave={(input) => save({ ...input, version: versionOf(horse) })}
            />
          )}
          {conflict && <ConflictDialog open what="horse" fields={HORSE_FIELDS} busy={update.isPending} {...conflict} />}
        </>
      )}
    </HorseScreen>
  );
}
