import type { MedicalRecord } from '@remuda/contracts';
import { HorseRecordsTab, RecordActions, ResponsiveTable, formatDate, formatHeight, formatWeight, paths } from '@remuda/shell-kit';
import { HealthChecks, didAnyCare } from '../../../components/health-checks';
import { medicalRecords } from '../../../medical-records';

const TAB_CSS = `
.horse-medical-records__checks { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
`;

/** The visit's checks and, when taken, the horse's weight and height; 'None' when it has neither. */
function ChecksAndMeasures({ record }: { record: MedicalRecord }) {
  const measures = [record.weight != null && formatWeight(record.weight), record.height != null && formatHeight(record.height)].filter(Boolean);
  return (
    <div className="horse-medical-records__checks">
      {(measures.length === 0 || didAnyCare(record)) && <HealthChecks record={record} />}
      {measures.length > 0 && <span>{measures.join(' · ')}</span>}
    </div>
  );
}

/**
 * The horse detail's Medical Records tab, shown by the horses remote through the shell-kit's RemoteSlot
 * (`medical/horse-medical-records`): the horse's records, newest first, with each record's actions for staff.
 */
/** What the slot takes: the horse, and whether the person may add and change its records. */
export interface HorseMedicalRecordsProps {
  horseId: string;
  canEdit: boolean;
}

export default function HorseMedicalRecords({ horseId, canEdit }: HorseMedicalRecordsProps) {
  return (
    <HorseRecordsTab kind={medicalRecords} horseId={horseId}>
      {(rows) => (
        <>
          <style href="remuda-medical-horse-tab" precedence="remuda">
            {TAB_CSS}
          </style>
          <ResponsiveTable<MedicalRecord>
            rowKey="id"
            dataSource={rows as MedicalRecord[]}
            pagination={false}
            size="middle"
            columns={[
              { title: 'Date', dataIndex: 'date', render: (date: string) => <span className="nowrap">{formatDate(date)}</span> },
              { title: 'Description', dataIndex: 'description' },
              { title: 'Vet', dataIndex: 'vet', render: (vet: string) => vet || <span className="muted">Not recorded</span> },
              { title: 'Health Checks', key: 'checks', render: (_, record) => <ChecksAndMeasures record={record} /> },
              { title: 'Notes', dataIndex: 'notes', render: (notes: string) => notes || <span className="muted">None</span> },
              ...(canEdit
                ? [
                    {
                      title: 'Actions',
                      key: 'actions',
                      render: (_: unknown, record: MedicalRecord) => (
                        <RecordActions editTo={paths.medicalRecordEdit(record.id)} deleteTo={paths.medicalRecordDelete(record.id)} what={`medical record of ${formatDate(record.date)}`} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </HorseRecordsTab>
  );
}
