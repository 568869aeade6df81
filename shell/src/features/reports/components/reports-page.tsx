import Typography from 'antd/es/typography';
import { REPORT_SECTIONS } from '@remuda/contracts/domains';
import { RemoteSlot, type ReportSlot, useDocumentTitle } from '@remuda/shell-kit';

/** The sections in the domain manifest's order; each is a slot the remote's team ships on its own. */
const SECTIONS = REPORT_SECTIONS as readonly ReportSlot[];

/**
 * /admin/reports: a frame with one section per domain that has one (each remote's `reports` in the domain
 * manifest). A section that cannot load shows a notice; the others are unaffected.
 */
export function ReportsPage() {
  useDocumentTitle('Reports');
  return (
    <div className="reports-page" style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Reports
      </Typography.Title>
      <Typography.Paragraph>How the herd is doing, from each part of the ranch&apos;s records.</Typography.Paragraph>
      {SECTIONS.map((slot) => (
        <section key={slot} className="reports-page__section" style={{ marginTop: 32 }}>
          <RemoteSlot slot={slot} props={{}} what="report" />
        </section>
      ))}
    </div>
  );
}
