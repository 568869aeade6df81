/**
 * The history panel of a record's edit page (every kind of record's, through the shell kit's RemoteSlot
 * `activity/thing-history`): the record's changes, newest first.
 */
/** What the slot takes: the record or ride whose history it shows. */
export interface ThingHistoryProps {
    thingId: string;
}
export default function ThingHistory({ thingId }: ThingHistoryProps): import("react").JSX.Element;
