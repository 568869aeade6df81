/**
 * The health section of /admin/reports (slot `horses/health-report`): every living horse with each kind of care's
 * status and due date as the horses service keeps them, sortable, filtered by need, and downloadable as CSV.
 */
export default function HealthReport(): import("react").JSX.Element;
