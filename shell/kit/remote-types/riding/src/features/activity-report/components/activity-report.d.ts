/**
 * The riding section of /admin/reports (slot `riding/activity-report`): every living horse's rides in each of the
 * last 12 weeks as a shaded grid, how long each has gone since its last ride (most idle first, sortable), and
 * both as a CSV file.
 */
export default function ActivityReport(): import("react").JSX.Element;
