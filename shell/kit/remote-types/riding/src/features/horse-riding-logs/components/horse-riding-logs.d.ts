/** The riding log list scrolls past this height (SPEC.md section 9). */
export declare const RIDING_LOG_PANEL_MAX_HEIGHT = 400;
/**
 * The horse detail's Riding Logs tab, shown by the horses remote through the shell-kit's RemoteSlot
 * (`riding/horse-riding-logs`): the horse's rides, newest first as the API answers them, in a panel that scrolls
 * (by keyboard too) once it is full, with each ride's actions for staff.
 */
/** What the slot takes: the horse, and whether the person may add and change its rides. */
export interface HorseRidingLogsProps {
    horseId: string;
    canEdit: boolean;
}
export default function HorseRidingLogs({ horseId, canEdit }: HorseRidingLogsProps): import("react").JSX.Element;
