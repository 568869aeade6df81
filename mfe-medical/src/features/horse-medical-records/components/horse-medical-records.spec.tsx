import { configure, screen, within } from '@testing-library/react';
import type { Role } from '@remuda/contracts';
import { type MockResponse, careSettingsAnswer, makeCareSettings, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse, makeMedicalRecord } from '../../../testing/fixtures';
import HorseMedicalRecords from './horse-medical-records';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
// As the API answers them: newest first.
const records = [
  makeMedicalRecord(dusty, { date: '2026-03-20', description: 'Coggins test', vet: 'Dr. Reyes', coggins: true, weight: 1060, height: 14.3 }),
  makeMedicalRecord(dusty, { date: '2026-01-05', description: 'Winter check', vet: 'Dr. Alvarez', wormed: true, care: ['dental_float'], weight: null, height: null }),
  makeMedicalRecord(dusty, { date: '2025-11-02', description: 'Hoof trim', vet: '', trimmed: true, yearly_vaccines: true, weight: null, height: null }),
];

function renderTab({ role = 'TRAINER', answer = { body: records } }: { role?: Role; answer?: MockResponse } = {}) {
  const canEdit = role !== 'USER';
  return renderApp([{ path: '/admin/horses/:id', element: <HorseMedicalRecords horseId={dusty.id} canEdit={canEdit} /> }], {
    path: `/admin/horses/${dusty.id}`,
    account: testAccount(role),
    api: { [`GET /api/medical-records?horseId=${dusty.id}`]: answer, ...careSettingsAnswer(makeCareSettings([['Dental float', 365]])) },
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'));

describe("the horse detail's Medical Records tab", () => {
  it("lists the horse's records as the API answers them, newest first, with checks, weight and height", async () => {
    renderTab();
    await screen.findByText('Coggins test');
    const body = rows();
    expect(body.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['March 20, 2026', 'January 5, 2026', 'November 2, 2025']);
    expect(body[0]).toHaveTextContent('Dr. Reyes');
    expect(body[0]).toHaveTextContent('Coggins');
    expect(body[0]).toHaveTextContent('1,060 lbs · 14.3 hands');
    expect(body[1]).toHaveTextContent('Dental float');
    expect(body[2]).toHaveTextContent('Not recorded');
    expect(body[2]).toHaveTextContent('Yearly Vaccines');
    expect(body[2]).toHaveTextContent('Trimmed');
  });

  it('links each record to its edit and delete screens, and offers Add Medical Record for the horse', async () => {
    renderTab({ role: 'ADMIN' });
    await screen.findByText('Coggins test');
    expect(screen.getByRole('link', { name: 'Edit medical record of March 20, 2026' })).toHaveAttribute('href', `/admin/medical-records/edit/${records[0]!.id}`);
    expect(screen.getByRole('link', { name: 'Delete medical record of March 20, 2026' })).toHaveAttribute(
      'href',
      `/admin/medical-records/delete/${records[0]!.id}`,
    );
    expect(screen.getByRole('link', { name: 'Add Medical Record' })).toHaveAttribute('href', `/admin/medical-records/add?horseId=${dusty.id}`);
  });

  it('gives a USER the records without actions', async () => {
    renderTab({ role: 'USER' });
    await screen.findByText('Coggins test');
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /medical record/i })).not.toBeInTheDocument();
  });

  it('says when the horse has no medical records', async () => {
    renderTab({ answer: { body: [] } });
    expect(await screen.findByText('No medical records found for this horse.')).toBeInTheDocument();
  });

  it('shows "Failed to fetch horse medical records" when they cannot be loaded', async () => {
    renderTab({ answer: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch horse medical records');
  });
});
