import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import type { Horse } from '@remuda/contracts';
import { CARE_KINDS, careAlerts, horseCare } from '@remuda/contracts/care';
import { renderApp } from '@remuda/shell-kit/testing';
import { startCalendarAt } from '../testing/clock';
import { makeHorse, makeHorseDetail } from '../testing/fixtures';
import { countHorses } from '../features/dashboard/horse-counts';
import { healthReportRows, selectRows } from '../features/reports/health-report-rows';
import { matchesHealth } from '../lib/horse-filters';
import { HorseCard } from '../features/horses/components/horse-card';
import { HorseDetailsCard } from '../features/horses/components/horse-details-card';

jest.setTimeout(120_000);

/**
 * Generated herds (the dead, horses off the property, care with no record, due dates on, around and across the leap
 * day of 2028, needs held on by the horses service): for each horse, its card, its page, the Health Needs filter,
 * the dashboard's count and the health report say the same, and what `horseCare` says (the rule the horses service
 * keeps the needs, its filter and its count by: services/horses/test/health-agreement.spec.ts).
 */
const TODAY = '2028-02-29';
startCalendarAt(`${TODAY}T15:00:00Z`);

const dateArb = fc.constantFrom('2027-02-28', '2027-03-01', '2028-02-14', '2028-02-15', '2028-02-28', TODAY, '2028-03-01', '2028-03-14', '2028-03-15', '2029-02-28');
const kindsOf = <T,>(arb: fc.Arbitrary<T>) => fc.record({ wormed: arb, trimmed: arb, yearly_vaccines: arb, coggins: arb });
const horseArb: fc.Arbitrary<Horse> = fc
  .record({
    deceased: fc.boolean(),
    on_property: fc.boolean(),
    needsWormed: fc.boolean(),
    needsYearly: fc.boolean(),
    needsTrimmed: fc.boolean(),
    needsCoggins: fc.boolean(),
    healthDue: kindsOf(dateArb),
    healthLast: kindsOf(fc.option(fc.constant('2027-01-01'), { freq: 3 })),
  })
  .map(({ deceased, ...fields }) => makeHorse({ ...fields, deceased, deceased_date: deceased ? '2027-06-01' : null }));
const herdArb = fc.array(horseArb, { minLength: 1, maxLength: 4 }).map((herd) => herd.map((horse, i) => ({ ...horse, name: `Horse ${i + 1}` })));

const tagsIn = (list: HTMLElement | null) =>
  list ? within(list).getAllByRole('listitem').map((li) => [li.textContent, (li.firstElementChild as HTMLElement).dataset.status]) : [];

function renderHerd(herd: Horse[]) {
  renderApp(
    [
      {
        path: '*',
        element: (
          <>
            {herd.map((horse) => (
              <section key={horse.id} aria-label={`${horse.name} in the list`}>
                <HorseCard horse={horse} canEdit={false} lazy={false} />
              </section>
            ))}
            {herd.map((horse) => (
              <section key={horse.id} aria-label={`${horse.name}'s page`}>
                <HorseDetailsCard horse={makeHorseDetail(horse)} />
              </section>
            ))}
          </>
        ),
      },
    ],
    { path: '/admin/horses' },
  );
}

/** What a row of the details card says, by its label. */
function detail(page: HTMLElement, label: string): string {
  return within(page).getByText(label, { selector: '.ant-descriptions-item-label > span' }).parentElement!.nextElementSibling?.textContent ?? '';
}

describe('a horse’s health on every screen', () => {
  it('is the same on its card, its page, the Health Needs filter, the dashboard count and the health report', async () => {
    await fc.assert(
      fc.asyncProperty(herdArb, async (herd) => {
        renderHerd(herd);
        await screen.findByRole('article', { name: herd[0]!.name });
        const report = selectRows(healthReportRows(herd, TODAY), 'any', { by: 'name', order: 'ascend' }).map((row) => row.horse.id);
        const allRows = healthReportRows(herd, TODAY);
        for (const horse of herd) {
          const care = horseCare(horse, TODAY);
          const card = within(screen.getByRole('region', { name: `${horse.name} in the list` })).getByRole('article');
          const page = screen.getByRole('region', { name: `${horse.name}'s page` });
          const alerts = careAlerts(care).map((item) => [item.text, item.status]);

          // The card: its badge, its chips and its alerts.
          expect([horse.name, within(card).queryByText('Needs Attention') !== null]).toEqual([horse.name, care.needsAttention]);
          expect(tagsIn(within(card).queryByRole('list', { name: 'Health due dates' }))).toEqual(alerts);
          const chips = CARE_KINDS.filter((kind) => care.needs[kind.need]).map((kind) => kind.chip);
          expect(tagsIn(within(card).queryByRole('list', { name: 'Needs:' })).map(([text]) => text)).toEqual(chips);

          // The page: Health Needs and the due dates, the card's alerts among them.
          expect(detail(page, 'Health Needs')).toBe(care.needsAttention ? `Needs:${chips.join('')}` : 'None due');
          const dueDates = tagsIn(within(page).queryByRole('list', { name: 'Health due dates' }));
          expect(dueDates).toEqual(care.items.map((item) => [item.text, item.status]));
          expect(dueDates.filter(([, status]) => status !== 'ok')).toEqual(alerts);
          if (horse.deceased) expect([dueDates, alerts, care.needsAttention]).toEqual([[], [], false]);

          // The Health Needs filter and the health report.
          expect(matchesHealth(horse, 'needs-attention', TODAY)).toBe(care.needsAttention);
          expect(matchesHealth(horse, 'healthy', TODAY)).toBe(!care.needsAttention);
          expect(report.includes(horse.id)).toBe(care.needsAttention);
          const row = allRows.find((r) => r.horse.id === horse.id);
          if (horse.deceased) expect(row).toBeUndefined();
          else expect(CARE_KINDS.map(({ kind }) => [row!.care[kind].text, row!.care[kind].status])).toEqual(care.items.map((item) => [item.text, item.status]));
        }
        // The dashboard's count.
        expect(countHorses(herd).needingAttention).toBe(herd.filter((horse) => horseCare(horse, TODAY).needsAttention).length);
        cleanup();
      }),
      { numRuns: 15 },
    );
  });
});
