/**
 * The horse detail's Medical Records tab, shown by the horses remote through the shell-kit's RemoteSlot
 * (`medical/horse-medical-records`): the horse's records, newest first, with each record's actions for staff.
 */
/** What the slot takes: the horse, and whether the person may add and change its records. */
export interface HorseMedicalRecordsProps {
    horseId: string;
    canEdit: boolean;
}
export default function HorseMedicalRecords({ horseId, canEdit }: HorseMedicalRecordsProps): import("react").JSX.Element;
