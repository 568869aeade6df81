import type { ComponentType } from 'react';
import type { Exposes as ActivityExposes } from '../../remote-types/activity/index';
import type { Exposes as HorsesExposes } from '../../remote-types/horses/index';
import type { Exposes as MedicalExposes } from '../../remote-types/medical/index';
import type { Exposes as PublicExposes } from '../../remote-types/public/index';
import type { Exposes as RidingExposes } from '../../remote-types/riding/index';

/**
 * What each remote exposes, as the types its release published (shell/kit/remote-types, taken with
 * `npm run remotes -- types <remote>`): the shell and the other remotes build against these, never against a
 * remote's source, and a remote's build fails when what it exposes no longer fits them (docs/adr/031-typed-seams.md).
 */
export interface PublishedExposes {
  public: PublicExposes;
  horses: HorsesExposes;
  medical: MedicalExposes;
  riding: RidingExposes;
  activity: ActivityExposes;
}

/** The props of an exposed component: none for one that takes none. */
type PropsOf<M> = M extends { default: (...args: infer A) => unknown } ? (A extends [] ? Record<string, never> : A[0]) : never;

/** The components remotes show of one another, named `<remote>/<exposed module>`. */
export type SlotName =
  | 'medical/horse-medical-records'
  | 'medical/horse-documents'
  | 'riding/horse-riding-logs'
  | 'activity/horse-history'
  | 'activity/thing-history'
  | 'horses/health-report'
  | 'riding/activity-report';

/**
 * Each slot's props, as its remote's published types say: the one contract between the remote that draws a
 * component and the one that places it.
 */
export type RemoteSlots = {
  [S in SlotName]: S extends `${infer R extends keyof PublishedExposes}/${infer M}` ? PropsOf<PublishedExposes[R][`./${M}` & keyof PublishedExposes[R]]> : never;
};

/** What a remote exposes for a slot. */
export interface SlotModule<S extends SlotName> {
  default: ComponentType<RemoteSlots[S]>;
}

/** The slots that are sections of /admin/reports: each takes no props and draws its own heading. */
export type ReportSlot = { [S in SlotName]: RemoteSlots[S] extends Record<string, never> ? S : never }[SlotName];
