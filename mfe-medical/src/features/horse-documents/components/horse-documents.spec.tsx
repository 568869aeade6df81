import { configure, screen, within } from '@testing-library/react';
import type { MedicalRecord, RecordDocument } from '@remuda/contracts';
import { makeHorse, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { medicalRecords } from '../../../medical-records';
import { makeMedicalRecord } from '../../../testing/fixtures';
import HorseDocuments from './horse-documents';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const dusty = makeHorse({ name: 'Dusty' });
const coggins: RecordDocument = {
  id: '0b7c5c38-6a1e-4d55-9a3e-3e1f6f0c2a11', name: 'Coggins 2026.pdf', contentType: 'application/pdf', size: 120 * 1024,
  addedAt: '2026-03-02T10:00:00.000Z', addedBy: 'trainer@remuda.test',
};
const card: RecordDocument = {
  id: '5d2f4e1a-9c3b-4f6d-8e7a-1b2c3d4e5f60', name: 'vaccination card.webp', contentType: 'image/webp', size: 2 * 1024 * 1024,
  addedAt: '2026-03-03T10:00:00.000Z', addedBy: null,
};

describe('a horse’s Documents tab', () => {
  const renderTab = (records: MedicalRecord[], canEdit = true) =>
    renderApp(<HorseDocuments horseId={dusty.id} canEdit={canEdit} />, {
      account: testAccount(canEdit ? 'TRAINER' : 'USER'),
      api: { [`GET /api/medical-records?horseId=${dusty.id}`]: { body: records } },
    });

  it('lists the documents of every record of the horse, newest record first, each a download beside its record', async () => {
    const spring = makeMedicalRecord(dusty, { date: '2026-03-02', description: 'Coggins drawn', documents: [coggins, card] });
    const winter = makeMedicalRecord(dusty, { date: '2026-01-15', description: 'Teeth floated', documents: [] });
    renderTab([spring, winter]);
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Coggins 2026.pdf', 'vaccination card.webp']);
    expect(screen.getByRole('link', { name: 'Coggins 2026.pdf' })).toHaveAttribute('href', `/api/medical-records/${spring.id}/documents/${coggins.id}`);
    expect(screen.getAllByRole('link', { name: 'March 2, 2026: Coggins drawn' })[0]).toHaveAttribute('href', medicalRecords.pages.edit.path(spring.id));
  });

  it('says when there are none, and how staff add one', async () => {
    renderTab([makeMedicalRecord(dusty, { documents: [] })]);
    expect(await screen.findByText('No documents found for this horse. Attach a PDF or a photo of a paper on one of its medical records.')).toBeInTheDocument();
  });
});
