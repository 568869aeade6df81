import { useQueryClient } from '@tanstack/react-query';
import type { HorseUpdate } from '@remuda/contracts';
import { ConflictDialog, PageSpinner, isRefreshingKeptAnswer, paths, useConflictChoice, useNavigate, useParams, versionOf } from '@remuda/shell-kit';
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useConflictChoice<HorseUpdate>();
  const refreshing = isRefreshingKeptAnswer(useHorse(id));
  const save = async (mine: HorseUpdate) => {
    await update.mutateAsync({ id, horse: mine }).catch(choice.catchConflict(mine));
    await navigate(paths.adminHorse(id));
  };
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
          {choice.conflict && (
            <ConflictDialog
              open
              what="horse"
              fields={HORSE_FIELDS}
              mine={choice.conflict.mine as unknown as Record<string, unknown>}
              theirs={choice.conflict.theirs}
              busy={update.isPending}
              onKeepMine={() => {
                const mine = { ...choice.conflict!.mine, version: versionOf(choice.conflict!.theirs) };
                choice.close();
                void save(mine).catch(() => {});
              }}
              onKeepTheirs={() => {
                void queryClient.invalidateQueries({ queryKey: horseQueryOptions(id).queryKey });
                choice.close();
                update.reset();
                void navigate(paths.adminHorse(id));
              }}
              onClose={choice.close}
            />
          )}
        </>
      )}
    </HorseScreen>
  );
}
