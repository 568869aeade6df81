import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import type { HorseDetail } from '@remuda/contracts';
import { formatDate, formatHeight, formatWeight } from '@remuda/shell-kit';
import { NeedChips } from '../../../components/horse-badges';
import { HealthDueDates } from '../../../components/health-due-tags';
import { HorsePhoto } from '../../../components/horse-photo';
import { careToday } from '../../../lib/health-due';
import { ageLabel, sexLabel } from '../../../lib/horse-labels';

const missing = <span className="muted">Not recorded</span>;
const orMissing = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? missing : value);
const measured = (value: number | null, format: (value: number) => string) => (value === null ? missing : format(value));

/** Every field of the horse, with its profile picture. */
export function HorseDetailsCard({ horse }: { horse: HorseDetail }) {
  const items: DescriptionsItemType[] = [
    { key: 'breed', label: 'Breed', children: orMissing(horse.breed) },
    { key: 'sex', label: 'Sex', children: sexLabel(horse.sex) },
    { key: 'age', label: 'Age', children: orMissing(ageLabel(horse.age)) },
    { key: 'color', label: 'Color', children: orMissing(horse.color) },
    { key: 'foal_year', label: 'Birth Year', children: orMissing(horse.foal_year) },
    { key: 'height', label: 'Height', children: measured(horse.height, formatHeight) },
    { key: 'weight', label: 'Weight', children: measured(horse.weight, formatWeight) },
    { key: 'brand', label: 'Brand', children: orMissing(horse.brand) },
    { key: 'HMA', label: 'HMA', children: orMissing(horse.HMA) },
    { key: 'location', label: 'Location', children: horse.on_property ? 'On Property' : 'Off Property' },
    { key: 'rides', label: 'Off-Property Rides', children: horse.off_property_rides ? 'Allowed' : 'Not Allowed' },
    {
      key: 'deceased',
      label: 'Deceased',
      children: horse.deceased ? (horse.deceased_date ? `Yes, ${formatDate(horse.deceased_date)}` : 'Yes') : 'No',
    },
    {
      key: 'needs',
      label: 'Health Needs',
      span: 'filled',
      children: careToday(horse).needsAttention ? <NeedChips horse={horse} id="detail-needs" showLabel={false} /> : 'None due',
    },
    { key: 'due', label: 'Due Dates', span: 'filled', children: <HealthDueDates horse={horse} /> },
    {
      key: 'description',
      label: 'Description',
      span: 'filled',
      children: horse.description ? <span className="horse-detail__description">{horse.description}</span> : missing,
    },
    { key: 'added', label: 'Added', children: formatDate(horse.createdAt) },
    { key: 'updated', label: 'Last Updated', children: formatDate(horse.updatedAt) },
  ];
  return (
    <Card title={<h2 className="card-title">Details</h2>} className="horse-detail__card">
      <div className="horse-detail__summary">
        <div className="horse-detail__photo">
          <HorsePhoto horse={horse} sizes="(min-width: 992px) 360px, 100vw" />
        </div>
        <Descriptions items={items} column={{ xs: 1, sm: 1, md: 2 }} size="small" bordered />
      </div>
    </Card>
  );
}
