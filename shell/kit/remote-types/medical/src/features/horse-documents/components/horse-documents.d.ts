/**
 * The horse detail's Documents tab, shown by the horses remote through the shell-kit's RemoteSlot
 * (`medical/horse-documents`): every document on the horse's medical records, newest record first, each a
 * download, with the record it belongs to (for staff, a link to attach or remove documents there).
 */
/** What the slot takes: the horse, and whether the person may attach and remove documents. */
export interface HorseDocumentsProps {
    horseId: string;
    canEdit: boolean;
}
export default function HorseDocuments({ horseId, canEdit }: HorseDocumentsProps): import("react").JSX.Element;
