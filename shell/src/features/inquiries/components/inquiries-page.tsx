import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { CONTACT_INTERESTS, type ContactInterest, INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from '@remuda/contracts';
import { ErrorAlert, PageSpinner, RecordsPageStyles, ResponsiveTable, useDocumentTitle, useFilterParams, usePagedList } from '@remuda/shell-kit';
import { inquiriesQuery, useSetInquiryStatus } from '../api/inquiries';

const INTEREST_LABELS: Record<ContactInterest, string> = { horses: 'Horses', cattle: 'Cattle', visit: 'Visit', general: 'General' };
const STATUS_LABELS: Record<InquiryStatus, string> = { new: 'New', answered: 'Answered' };

const INBOX_CSS = `
.inquiries-filters__select { flex: 0 1 200px; }
.inquiry-message { display: block; min-width: 220px; max-width: 460px; white-space: pre-line; overflow-wrap: anywhere; }
.inquiry-contact { display: block; overflow-wrap: anywhere; }
`;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((v) => v === value);

const received = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** A reply in the staff member's own mail program, to the visitor, under a subject that names the request. */
export function replyLink(inquiry: Inquiry): string {
  const subject = `Re: your message to Remuda Ranch${inquiry.interest ? ` about ${INTEREST_LABELS[inquiry.interest].toLowerCase()}` : ''}`;
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The staff inbox of contact requests: newest first, filtered by interest and status (kept in the address),
 * each answered by mail and then marked answered (or back to new).
 */
export function InquiriesPage() {
  useDocumentTitle('Inquiries');
  const [params, setFilter] = useFilterParams();
  const interest = pick(params.get('interest'), CONTACT_INTERESTS);
  const status = pick(params.get('status'), INQUIRY_STATUSES);
  const { list, pagination } = usePagedList((paging) => inquiriesQuery({ interest, status }, paging));
  const setStatus = useSetInquiryStatus();
  const filtered = Boolean(interest || status);

  const columns: ColumnsType<Inquiry> = [
    { title: 'Received', dataIndex: 'receivedAt', key: 'received', render: (iso: string) => <span className="nowrap">{received(iso)}</span> },
    {
      title: 'From',
      key: 'from',
      render: (_, inquiry) => (
        <>
          <strong className="inquiry-contact">{inquiry.name}</strong>
          <span className="inquiry-contact">{inquiry.email}</span>
          {inquiry.phone && <span className="inquiry-contact">{inquiry.phone}</span>}
        </>
      ),
    },
    {
      title: 'Interest',
      dataIndex: 'interest',
      key: 'interest',
      render: (value: ContactInterest | null) => (value ? INTEREST_LABELS[value] : <span className="muted">Not given</span>),
    },
    { title: 'Message', dataIndex: 'message', key: 'message', render: (message: string) => <span className="inquiry-message">{message}</span> },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (value: InquiryStatus) => <Tag color={value === 'new' ? 'volcano' : 'green'}>{STATUS_LABELS[value]}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, inquiry) => (
        <div className="row-actions">
          <Button href={replyLink(inquiry)} aria-label={`Reply to ${inquiry.name} by email`}>
            Reply
          </Button>
          {/* Named by its words, with whose request in between for a screen reader: the name holds the visible label (WCAG 2.5.3). */}
          <Button
            onClick={() => setStatus.mutate({ id: inquiry.id, status: inquiry.status === 'new' ? 'answered' : 'new' })}
            loading={setStatus.isPending && setStatus.variables?.id === inquiry.id}
          >
            Mark <span className="visually-hidden">the request of {inquiry.name} </span>
            {inquiry.status === 'new' ? 'answered' : 'as new'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="records-page">
      <RecordsPageStyles />
      <style href="remuda-inquiries" precedence="remuda">
        {INBOX_CSS}
      </style>
      <header className="page-header">
        <h1>Inquiries</h1>
      </header>
      <div className="records-filters" role="search" aria-label="Filter inquiries">
        <div className="inquiries-filters__select">
          <label htmlFor="inquiries-interest">Interest</label>
          <Select<ContactInterest | ''>
            id="inquiries-interest"
            style={{ width: '100%' }}
            value={interest ?? ''}
            onChange={(value) => setFilter('interest', value || undefined)}
            options={[{ value: '', label: 'All interests' }, ...CONTACT_INTERESTS.map((value) => ({ value, label: INTEREST_LABELS[value] }))]}
          />
        </div>
        <div className="inquiries-filters__select">
          <label htmlFor="inquiries-status">Status</label>
          <Select<InquiryStatus | ''>
            id="inquiries-status"
            style={{ width: '100%' }}
            value={status ?? ''}
            onChange={(value) => setFilter('status', value || undefined)}
            options={[{ value: '', label: 'All statuses' }, ...INQUIRY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))]}
          />
        </div>
      </div>
      <ErrorAlert message={list.error?.message ?? setStatus.error?.message} />
      {list.isPending ? (
        <PageSpinner label="Loading inquiries…" />
      ) : list.isError ? null : list.data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? 'No inquiries match these filters.' : 'No inquiries yet.'} />
      ) : (
        <>
          <p className="records-count" role="status">
            {list.data.total} {list.data.total === 1 ? 'inquiry' : 'inquiries'}
          </p>
          <ResponsiveTable<Inquiry>
            rowKey="id"
            dataSource={list.data.items}
            columns={columns}
            pagination={pagination}
            size="middle"
            loading={list.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}
