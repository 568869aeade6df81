import { paths, useNavigate, useParams } from '@remuda/shell-kit';
import { HorseScreen } from '../../../components/horse-screen';
import { useUpdateHorse } from '../api/update-horse';
import { formValuesOf } from '../horse-form-values';
import { HORSE_FORM_CSS, HorseForm } from './horse-form';

/** A horse's fields, filled in from the server; once saved, its page. */
export function EditHorsePage() {
  const { id = '' } = useParams();
  const update = useUpdateHorse();
  const navigate = useNavigate();
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
          <HorseForm
            key={horse.id}
            initialValues={formValuesOf(horse)}
            submitLabel="Save Changes"
            cancelTo={paths.adminHorse(horse.id)}
            saving={update.isPending}
            error={update.error}
            onSave={async (input) => {
              const saved = await update.mutateAsync({ id: horse.id, horse: input });
              await navigate(paths.adminHorse(saved.id));
            }}
          />
        </>
      )}
    </HorseScreen>
  );
}
