import type { SelectProps } from 'antd/es/select';
import { type ComponentType, Suspense, lazy, useMemo } from 'react';
import { ErrorAlert } from '../ui/error-alert';
import { horseOptionsOf, useHorses } from './horse-options';

// Staff forms only: antd's Select loads with the first form that asks for a horse, not with the kit every page loads.
const Select = lazy(async () => ({ default: (await import('antd/es/select')).default as ComponentType<SelectProps<string>> }));

interface LivingHorseSelectProps extends Omit<SelectProps<string>, 'options' | 'loading' | 'showSearch' | 'mode'> {
  /** The chosen horse's name as the record knows it, for when the horses list does not have it. */
  chosenName?: string | null;
}

/**
 * The horse a record is for, as a form field (antd's Form.Item gives it its value, id and change handler): the
 * living horses by name, searchable by typing. The chosen horse keeps its name even when it is not offered
 * (deceased since, or unknown). A failure to load the horses shows beneath it.
 */
export function LivingHorseSelect({ chosenName, value, ...props }: LivingHorseSelectProps) {
  const horses = useHorses();
  const options = useMemo(() => {
    const living = horseOptionsOf(horses.data ?? []);
    if (value && !living.some((option) => option.value === value)) {
      const name = horses.data?.find((horse) => horse.id === value)?.name ?? chosenName ?? (horses.isPending ? '' : 'Unknown Horse');
      return [{ value, label: name }, ...living];
    }
    return living;
  }, [horses.data, horses.isPending, value, chosenName]);
  return (
    <Suspense>
      <Select
        placeholder="Choose a horse…"
        aria-required="true"
        notFoundContent={horses.isPending ? 'Loading horses…' : 'No horses'}
        {...props}
        value={value}
        options={options}
        loading={horses.isPending}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <ErrorAlert message={horses.error?.message} />
    </Suspense>
  );
}
