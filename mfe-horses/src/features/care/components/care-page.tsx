import App from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { type FormEvent, useState } from 'react';
import type { CareDue } from '@remuda/contracts';
import { ErrorAlert, Link, PAGES, PageSpinner, canAccess, formatDate, paths, refusalMessage, todayUtc, useDocumentTitle, useSession } from '@remuda/shell-kit';
import { StaffStyles } from '../../../components/staff-styles';
import { useCareDue, useMoreOfGroup, useRecordRound } from '../api/care';

type Group = CareDue['groups'][number];

const CARE_CSS = `
.care-groups { display: grid; gap: 24px; }
.care-group { border: 1px solid #e0d2bd; border-radius: 8px; padding: 16px; background: #fff; min-width: 0; }
.care-group h2 { font-size: 22px; margin: 0 0 8px; }
.care-group__select-all { margin-bottom: 8px; }
.care-group__more { margin: -8px 0 16px; display: grid; gap: 8px; justify-items: start; }
.care-list { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 8px; }
.care-row { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 4px 12px; padding: 8px 0; border-top: 1px solid #f0e6d6; }
.care-row__horse { display: flex; align-items: center; gap: 8px; min-width: 0; flex: 1 1 200px; }
.care-row__horse a { font-weight: 600; overflow-wrap: anywhere; }
.care-row__facts { flex: 2 1 260px; min-width: 0; }
.care-row__when { font-weight: 600; }
.care-row__when--overdue { color: #8f1d1d; }
.care-row__when--due-soon { color: #6b4200; }
.ant-tag.care-row__away { margin: 0; background: #fff0c7; color: #6b4200; border: 0; font-weight: 600; }
.care-round { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 12px; align-items: end; }
.care-round label { display: block; font-weight: 600; margin-bottom: 4px; }
.care-round__notes { grid-column: 1 / -1; }
.care-round__actions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
`;

/** Today's care (staff): what is overdue, due today and due soon, by kind; a round of care recorded in one go. */
export function CarePage() {
  return (
    <App component={false}>
      <CareScreen />
    </App>
  );
}

function CareScreen() {
  useDocumentTitle("Today's Care");
  const care = useCareDue();
  const { account } = useSession();
  return (
    <div className="staff-page">
      <StaffStyles />
      <style href="remuda-horses-care" precedence="remuda">
        {CARE_CSS}
      </style>
      <header className="page-header">
        <h1>Today's Care</h1>
        {canAccess(PAGES.careSettings.access, account?.role) && <Link to={paths.adminCareSettings}>Care settings</Link>}
      </header>
      {care.isPending ? (
        <PageSpinner label="Loading today’s care…" />
      ) : care.isError ? (
        <ErrorAlert message={care.error.message} onRetry={() => void care.refetch()} />
      ) : (
        <>
          <p className="muted">
            Care overdue, due today and due within the next {care.data.leadDays} days, for every living horse. Choose the horses cared for and record the
            round in one go.
          </p>
          <div className="care-groups">
            {care.data.groups.map((group) => (
              <CareGroup key={group.kind} group={group} today={care.data.today} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** How many more horses one page of a group brings (the API's page size). */
const PAGE = 50;

/** A button that lists the group's next page of horses under those listed. */
function MoreOfGroup({ group }: { group: Group }) {
  const more = useMoreOfGroup();
  const next = Math.min(PAGE, group.total - group.items.length);
  return (
    <div className="care-group__more">
      <Button onClick={() => more.mutate({ kind: group.kind, offset: group.items.length })} loading={more.isPending}>
        Show {next} more
      </Button>
      {more.isError && <ErrorAlert message={more.error.message} />}
    </div>
  );
}

/** One kind's group, whichever kind: the spec's four and those an administrator added are drawn alike. */
function CareGroup({ group, today }: { group: Group; today: string }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const titleId = `care-${group.kind}-title`;
  const listed = group.items.map((item) => item.horseId);
  // A horse that left the list (its round recorded) is no longer chosen.
  const selected = listed.filter((id) => chosen.has(id));
  const all = selected.length === listed.length && listed.length > 0;
  const toggle = (horseId: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(horseId);
      else next.delete(horseId);
      return next;
    });
  return (
    <section className="care-group" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {group.name} ({group.total})
      </h2>
      {group.total > group.items.length && (
        <p className="muted">
          Showing the {group.items.length} due soonest of {group.total} horses.
        </p>
      )}
      {group.items.length === 0 ? (
        <p className="muted">Nothing due.</p>
      ) : (
        <>
          <Checkbox
            className="care-group__select-all"
            checked={all}
            indeterminate={selected.length > 0 && !all}
            onChange={(event) => setChosen(event.target.checked ? new Set(listed) : new Set())}
            aria-label={`Select all: ${group.name}`}
          >
            Select all
          </Checkbox>
          <ul className="care-list">
            {group.items.map((item) => (
              <li key={item.horseId} className="care-row">
                <span className="care-row__horse">
                  <Checkbox checked={chosen.has(item.horseId)} onChange={(event) => toggle(item.horseId, event.target.checked)} aria-label={`Select ${item.horseName}`} />
                  <Link to={paths.adminHorse(item.horseId)}>{item.horseName}</Link>
                  {item.away && <Tag className="care-row__away">Away</Tag>}
                </span>
                <span className="care-row__facts">
                  <span className={`care-row__when care-row__when--${item.status}`}>{item.when}</span>
                  {' · '}
                  <span>Due {formatDate(item.due)}</span>
                  {' · '}
                  <span>{item.last === null ? item.text : `Last ${formatDate(item.last)}`}</span>
                </span>
              </li>
            ))}
          </ul>
          {group.total > group.items.length && <MoreOfGroup group={group} />}
          <RoundForm group={group} today={today} horseIds={selected} onRecorded={() => setChosen(new Set())} />
        </>
      )}
    </section>
  );
}

/**
 * One form, one click: a record of the group's kind for every chosen horse, dated the list's today (the ranch's day,
 * in its time zone) unless changed; at most the later of that day and today in UTC, as a list kept on the device
 * may be a day old.
 */
function RoundForm({ group, today, horseIds, onRecorded }: { group: Group; today: string; horseIds: string[]; onRecorded: () => void }) {
  const { message } = App.useApp();
  const round = useRecordRound();
  const [date, setDate] = useState(today);
  const [vet, setVet] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = (field: string) => `care-${group.kind}-${field}`;
  const count = `${horseIds.length} ${horseIds.length === 1 ? 'horse' : 'horses'}`;
  const what = group.name.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (horseIds.length === 0) return setProblem('Choose at least one horse');
    if (!date) return setProblem('Date is required');
    setProblem(null);
    round.mutate(
      { date, kind: group.kind, horseIds, description: group.name, vet, notes, kindName: group.name },
      {
        onSuccess: (outcome) => {
          onRecorded();
          setVet('');
          setNotes('');
          if (outcome.status === 'saved') void message.success(`${group.name} recorded for ${count}.`);
          else void message.info(`${group.name} for ${count} will be recorded when you are back online.`);
        },
      },
    );
  };

  const refused = refusalMessage(round.error);
  return (
    <form className="care-round" aria-label={`Record ${what}`} onSubmit={submit} noValidate>
      <div>
        <label htmlFor={id('date')}>Date</label>
        <Input id={id('date')} type="date" value={date} max={today > todayUtc() ? today : todayUtc()} onChange={(event) => setDate(event.target.value)} aria-required="true" />
      </div>
      <div>
        <label htmlFor={id('vet')}>Vet</label>
        <Input id={id('vet')} value={vet} maxLength={120} onChange={(event) => setVet(event.target.value)} />
      </div>
      <div className="care-round__notes">
        <label htmlFor={id('notes')}>Notes</label>
        <Input.TextArea id={id('notes')} value={notes} maxLength={4000} autoSize={{ minRows: 1, maxRows: 4 }} onChange={(event) => setNotes(event.target.value)} />
      </div>
      <div className="care-round__actions">
        <Button type="primary" htmlType="submit" loading={round.isPending}>
          Record {what} for {count}
        </Button>
      </div>
      <div className="care-round__notes">
        <ErrorAlert message={problem ?? refused} />
      </div>
    </form>
  );
}
