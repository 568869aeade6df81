import type { HorseDetail } from '@remuda/contracts';
import { formatHeight, formatWeight } from '@remuda/shell-kit';
import { ageLabel, sexLabel } from '../../../components/horse-labels';

const NOT_RECORDED = 'Not recorded';

const text = (value: string) => value.trim() || NOT_RECORDED;
const measured = (value: number | null, format: (value: number) => string) => (value === null ? NOT_RECORDED : format(value));

/** Whether the public can come and meet the horse: it is at the ranch and alive. */
export function availabilityLabel(horse: Pick<HorseDetail, 'on_property' | 'deceased'>): string {
  return horse.on_property && !horse.deceased ? 'Available' : 'Not Available';
}

/** The About tab: the horse's particulars, then the Additional Information table. */
export function HorseAbout({ horse }: { horse: HorseDetail }) {
  const details: [string, string][] = [
    ['Color', text(horse.color)],
    ['Birth Year', horse.foal_year === null ? NOT_RECORDED : String(horse.foal_year)],
    ['Height', measured(horse.height, formatHeight)],
    ['Weight', measured(horse.weight, formatWeight)],
    ['Brand', text(horse.brand)],
    ['HMA', text(horse.HMA)],
    ['Location', horse.on_property ? 'On Property' : 'Off Property'],
    ['Off-Property Rides', horse.off_property_rides ? 'Allowed' : 'Not Allowed'],
  ];
  return (
    <div className="horse-about">
      <section aria-labelledby="horse-about-title">
        <h2 id="horse-about-title">About {horse.name}</h2>
        <p className="horse-about__description">{horse.description.trim() || 'No description available.'}</p>
        <dl className="horse-facts">
          {details.map(([label, value]) => (
            <div key={label} className="horse-facts__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="horse-more-title">
        <h2 id="horse-more-title">Additional Information</h2>
        <table className="horse-table">
          <tbody>
            <tr>
              <th scope="row">Breed</th>
              <td>{text(horse.breed)}</td>
            </tr>
            <tr>
              <th scope="row">Gender</th>
              <td>{sexLabel(horse.sex)}</td>
            </tr>
            <tr>
              <th scope="row">Age</th>
              <td>{ageLabel(horse.age)}</td>
            </tr>
            <tr>
              <th scope="row">Availability</th>
              <td>{availabilityLabel(horse)}</td>
            </tr>
          </tbody>
        </table>
      </section>
    </div>
  );
}
