import { paths, useDocumentTitle, useNavigate } from '@remuda/shell-kit';
import { StaffStyles } from '../../../components/staff-styles';
import { useCreateHorse } from '../api/create-horse';
import { EMPTY_HORSE } from '../horse-form-values';
import { HORSE_FORM_CSS, HorseForm } from './horse-form';

/** A new horse; once saved, its page. */
export function AddHorsePage() {
  useDocumentTitle('Add Horse');
  const create = useCreateHorse();
  const navigate = useNavigate();
  return (
    <div className="staff-page">
      <StaffStyles />
      <style href="remuda-horses-form" precedence="remuda">
        {HORSE_FORM_CSS}
      </style>
      <header className="page-header">
        <h1>Add Horse</h1>
      </header>
      <HorseForm
        initialValues={EMPTY_HORSE}
        submitLabel="Create Horse"
        cancelTo={paths.adminHorses}
        saving={create.isPending}
        error={create.error}
        onSave={async (horse) => {
          const saved = await create.mutateAsync(horse);
          await navigate(paths.adminHorse(saved.id));
        }}
      />
    </div>
  );
}
