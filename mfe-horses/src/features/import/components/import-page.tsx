import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useId, useState } from 'react';
import type { ImportAction, ImportField, ImportJob, ImportKindName, ImportPreview, ImportRow } from '@remuda/contracts';
import {
  ErrorAlert,
  PageSpinner,
  ResponsiveTable,
  fileSize,
  useCancelImport,
  useDocumentTitle,
  useMyImports,
  useSearchParams,
  useUploadLimits,
} from '@remuda/shell-kit';
import { StaffStyles } from '../../../components/staff-styles';
import {
  type ChosenFile,
  IMPORT_KIND_CHOICES,
  isImportKindChoice,
  useImportJob,
  useImportPreview,
  useStartImport,
} from '../api/import-file';
import { IMPORT_CSS } from './import.css';

/** The file picker's choices: CSV and Excel workbooks (the server reads the bytes, whatever the name says). */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ACTION_LOOK: Record<ImportAction, { label: string; color: string }> = {
  add: { label: 'Add', color: 'green' },
  change: { label: 'Change', color: 'blue' },
  unchanged: { label: 'Already there', color: 'default' },
  refuse: { label: 'Refused', color: 'red' },
};

const count = (n: number) => n.toLocaleString('en-US');
const rowsText = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

/**
 * Imports a spreadsheet of horses, medical records or riding logs: the file's columns matched to fields (the person
 * may change any), a preview of every row with what importing it would do and the forms' messages, and only then
 * the import itself.
 */
export function ImportPage() {
  useDocumentTitle('Import');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('kind');
  const kind: ImportKindName = isImportKindChoice(asked) ? asked : 'horses';
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [columns, setColumns] = useState<Record<string, string>>({});
  const preview = useImportPreview(kind, chosen, columns);
  const starting = useStartImport();
  // The import followed: the one in the address, else (after a reload without it) one of the person's still running.
  const followed = search.get('job');
  const mine = useMyImports(followed === null);
  // (A restore of a ranch's archive is followed on the About this site panel.)
  const jobId = followed ?? mine.data?.find((j) => j.state === 'running' && isImportKindChoice(j.kind))?.id ?? null;
  const job = useImportJob(jobId);
  const limits = useUploadLimits();
  const fileId = useId();

  const startOver = () => {
    setColumns({});
    starting.reset();
    // A new file: the import shown before is not this one's.
    if (followed !== null) setSearch({ kind }, { replace: true });
  };
  const chooseKind = (next: ImportKindName) => {
    startOver();
    setSearch({ kind: next }, { replace: true });
  };
  const runImport = () => {
    if (!chosen) return;
    starting.mutate(
      { kind, chosen, columns },
      {
        onSuccess: (started) => {
          setChosen(null);
          setColumns({});
          setSearch({ kind, job: started.id });
        },
      },
    );
  };

  return (
    <div className="staff-page import-page">
      <StaffStyles />
      <style href="remuda-horses-import" precedence="remuda">
        {IMPORT_CSS}
      </style>
      <header className="page-header">
        <h1>Import</h1>
      </header>
      <p className="muted">
        Add or update horses, medical records or riding logs from a spreadsheet. You see what each row would do before anything is saved; a row
        already here is recognised, so importing a file again adds nothing.
      </p>
      <fieldset className="import-kind">
        <legend>What the file holds</legend>
        <Radio.Group value={kind} onChange={(e) => chooseKind(e.target.value as ImportKindName)} options={[...IMPORT_KIND_CHOICES]} optionType="button" />
      </fieldset>
      <div className="import-file">
        <label htmlFor={fileId}>Spreadsheet file</label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${fileId}-help`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            startOver();
            setChosen(file ? { file, chosenAt: Date.now() } : null);
          }}
        />
        <p id={`${fileId}-help`} className="muted">
          CSV (UTF-8) or Excel (.xlsx), the first row naming the columns{limits.data ? `, up to ${fileSize(limits.data.importBytes)}` : ''}. Records name their horse by
          its name, brand or id.
        </p>
      </div>
      {job.data ? <ImportProgress job={job.data} /> : <ErrorAlert message={job.error?.message} />}
      <ErrorAlert message={starting.error?.message} />
      {chosen &&
        (preview.isPending ? (
          <PageSpinner label="Reading the file…" />
        ) : preview.isError ? (
          <ErrorAlert message={preview.error.message} />
        ) : (
          <>
            <ColumnMatching preview={preview.data} onChange={(header, field) => setColumns({ ...columns, [header]: field })} />
            <RowsPreview preview={preview.data} importing={starting.isPending} onImport={runImport} />
          </>
        ))}
    </div>
  );
}

/** Each header of the file and the field it fills, which the person may change (or leave the column out). */
function ColumnMatching({ preview, onChange }: { preview: ImportPreview; onChange: (header: string, field: string) => void }) {
  const options = [{ value: '', label: 'Leave out' }, ...preview.fields.map((f: ImportField) => ({ value: f.field, label: f.required ? `${f.label} (required)` : f.label }))];
  return (
    <section aria-labelledby="import-columns" className="import-section">
      <h2 id="import-columns">Columns</h2>
      <ul className="import-columns">
        {preview.columns.map((column, i) =>
          column.header ? (
            <li key={`${i}-${column.header}`}>
              <span className="import-columns__header">{column.header}</span>
              <Select
                aria-label={`Field for column “${column.header}”`}
                value={column.field ?? ''}
                options={options}
                onChange={(field: string) => onChange(column.header, field)}
                popupMatchSelectWidth={false}
              />
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

/** What each row would do, how many of each, and the button that imports them. */
function RowsPreview({ preview, importing, onImport }: { preview: ImportPreview; importing: boolean; onImport: () => void }) {
  const { counts } = preview;
  const writes = counts.add + counts.change;
  return (
    <section aria-labelledby="import-rows" className="import-section">
      <h2 id="import-rows">Rows</h2>
      <p role="status">
        {rowsText(preview.rows.length)}: {counts.add.toLocaleString('en-US')} to add, {counts.change.toLocaleString('en-US')} to change,{' '}
        {counts.unchanged.toLocaleString('en-US')} already here, {counts.refuse.toLocaleString('en-US')} refused.
      </p>
      <RowsTable rows={preview.rows} />
      <Button type="primary" onClick={onImport} loading={importing} disabled={writes === 0}>
        {writes === 0 ? 'Nothing to import' : `Import ${rowsText(writes)}`}
      </Button>
    </section>
  );
}

/** What the rows done did: how many of each, and every row not imported with why. */
const doneText = ({ counts }: ImportJob) =>
  `${count(counts.add)} added, ${count(counts.change)} changed, ${count(counts.unchanged)} already here${counts.refuse > 0 ? `; ${rowsText(counts.refuse)} not imported:` : '.'}`;

const HEADINGS: Record<ImportJob['state'], string> = { running: 'Importing', done: 'Imported', cancelled: 'Import cancelled', failed: 'Import stopped' };

/**
 * An import under way (how many rows of the file are done, and a button to stop it) or finished: what its rows did,
 * and the rows not imported. The page asks the server where it stands, so it survives a reload.
 */
function ImportProgress({ job }: { job: ImportJob }) {
  const cancel = useCancelImport('import');
  const running = job.state === 'running';
  const headingId = `import-job-${job.id}`;
  return (
    <section aria-labelledby={headingId} className="import-section">
      <h2 id={headingId}>{HEADINGS[job.state]}</h2>
      {job.fileName && <p className="muted">{job.fileName}</p>}
      {running ? (
        <>
          <progress className="import-progress" value={job.done} max={Math.max(job.total, 1)} aria-labelledby={headingId} />
          <p role="status">
            {count(job.done)} of {rowsText(job.total)} done{job.cancelling ? '; stopping after the rows under way…' : '.'}
          </p>
          <p className="muted">You may leave this page: the import goes on, and you find it here again.</p>
          <Button onClick={() => cancel.mutate(job.id)} loading={cancel.isPending} disabled={job.cancelling}>
            {job.cancelling ? 'Cancelling…' : 'Cancel import'}
          </Button>
          <ErrorAlert message={cancel.error?.message} />
        </>
      ) : (
        <>
          {job.state === 'failed' && <ErrorAlert message={job.error ?? undefined} />}
          {job.state === 'cancelled' && (
            <p>
              Stopped after {count(job.done)} of {rowsText(job.total)}; each row is in whole or not at all. Importing the file again goes on where it
              stopped.
            </p>
          )}
          <p role="status">{doneText(job)}</p>
          {job.rows.length > 0 && <RowsTable rows={job.rows} />}
        </>
      )}
    </section>
  );
}

function RowsTable({ rows }: { rows: ImportRow[] }) {
  return (
    <ResponsiveTable<ImportRow>
      rowKey="line"
      dataSource={rows}
      size="small"
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      columns={[
        { title: 'Row', dataIndex: 'line', width: 72 },
        { title: 'What', dataIndex: 'title' },
        {
          title: 'Import',
          dataIndex: 'action',
          render: (action: ImportAction) => <Tag color={ACTION_LOOK[action].color}>{ACTION_LOOK[action].label}</Tag>,
        },
        {
          title: 'Details',
          key: 'details',
          render: (_: unknown, row: ImportRow) =>
            row.errors.length ? row.errors.map((e) => e.message).join('; ') : row.changes.length ? `Changes ${row.changes.join(', ')}` : '',
        },
      ]}
    />
  );
}
