import { Module } from '@nestjs/common';
import { DatabaseModule, InboxEntity, InboxModule, MessagingModule, OutboxEntity, OutboxModule } from '@remuda/service-kit';
import { ConfirmInTheWrite } from './accounts/acting-account.js';
import { AccountEntity } from './accounts/account.entity.js';
import { AccountStore } from './accounts/account-store.js';
import { RoleRequestEntity } from './accounts/role-request.entity.js';
import { CalendarFeedHandler } from './calendar-feed/calendar-feed.handler.js';
import { CareDigestDayEntity } from './care-digest/care-digest-day.entity.js';
import { CareDigestMailEntity } from './care-digest/care-digest-mail.entity.js';
import { CareDigestScheduler } from './care-digest/care-digest-scheduler.js';
import { CareDigestHandler } from './care-digest/care-digest.handler.js';
import { DigestClock } from './care-digest/digest-clock.js';
import { DigestPlanner } from './care-digest/digest-planner.js';
import { DigestSender } from './care-digest/digest-sender.js';
import { RanchCare } from './care-digest/ranch-care.js';
import { ChangeRoleHandler } from './change-role/change-role.handler.js';
import { ConfirmActorHandler } from './confirm-actor/confirm-actor.handler.js';
import { InquiriesFromArchiveHandler } from './contact-inbox/inquiries-from-archive.handler.js';
import { ListInquiriesHandler } from './contact-inbox/list-inquiries.handler.js';
import { UpdateInquiryHandler } from './contact-inbox/update-inquiry.handler.js';
import { MailStaffWhenContactRequestReceived } from './contact-mail/mail-staff-when-contact-request-received.handler.js';
import { Mailer } from './mail/mailer.js';
import { ContactRequestEntity } from './contact-requests/contact-request.entity.js';
import { ContactRequestStore } from './contact-requests/contact-request-store.js';
import { SubmitContactRequestHandler } from './contact-submit/submit-contact-request.handler.js';
import { DecideRoleRequestHandler } from './decide-role-request/decide-role-request.handler.js';
import { GetAccountHandler } from './get-account/get-account.handler.js';
import { ListAccountsHandler } from './list-accounts/list-accounts.handler.js';
import { CreateAccounts1763769600000 } from './migrations/1763769600000-create-accounts.js';
import { DropLoginAttempts1764950000000 } from './migrations/1764950000000-drop-login-attempts.js';
import { AddSessions1765100000000 } from './migrations/1765100000000-add-sessions.js';
import { AddContactRequests1765300000000 } from './migrations/1765300000000-add-contact-requests.js';
import { NameContactMailConsumer1767000000000 } from './migrations/1767000000000-name-contact-mail-consumer.js';
import { NumberAccountStates1767200000000 } from './migrations/1767200000000-number-account-states.js';
import { AddCalendarTokens1768100000000 } from './migrations/1768100000000-add-calendar-tokens.js';
import { AddCareDigest1768300000000 } from './migrations/1768300000000-add-care-digest.js';
import { PasswordHasher } from './password/password-hasher.js';
import { MailOwnerWhenEmailTaken } from './register/mail-owner-when-email-taken.handler.js';
import { RegisterHandler } from './register/register.handler.js';
import { AccountSeeder } from './seed/account-seeder.js';
import { ListSessionsHandler } from './sessions/list-sessions.handler.js';
import { RevokeSessionsHandler } from './sessions/revoke-sessions.handler.js';
import { SessionEntity } from './sessions/session.entity.js';
import { SessionSnapshotHandler } from './sessions/session-snapshot.handler.js';
import { StartSessionHandler } from './sessions/start-session.handler.js';
import { SetDisabledHandler } from './set-disabled/set-disabled.handler.js';
import { VerifyCredentialsHandler } from './verify-credentials/verify-credentials.handler.js';

export const USERS_ENTITIES = [AccountEntity, RoleRequestEntity, ContactRequestEntity, OutboxEntity, InboxEntity, SessionEntity, CareDigestDayEntity, CareDigestMailEntity];
export const USERS_MIGRATIONS = [
  CreateAccounts1763769600000,
  DropLoginAttempts1764950000000,
  AddSessions1765100000000,
  AddContactRequests1765300000000,
  NameContactMailConsumer1767000000000,
  NumberAccountStates1767200000000,
  AddCalendarTokens1768100000000,
  AddCareDigest1768300000000,
];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'users', entities: USERS_ENTITIES, migrations: USERS_MIGRATIONS }),
    // The accounts are here: writes confirm their actor in their own transaction.
    OutboxModule.forService('users', { actingAccounts: ConfirmInTheWrite }),
    InboxModule.forService('users'),
    // The daily care digest reads the horses service's care plan.
    MessagingModule,
  ],
  controllers: [
    RegisterHandler,
    VerifyCredentialsHandler,
    GetAccountHandler,
    ListAccountsHandler,
    ChangeRoleHandler,
    DecideRoleRequestHandler,
    SubmitContactRequestHandler,
    ListInquiriesHandler,
    UpdateInquiryHandler,
    InquiriesFromArchiveHandler,
    SetDisabledHandler,
    StartSessionHandler,
    ListSessionsHandler,
    RevokeSessionsHandler,
    SessionSnapshotHandler,
    ConfirmActorHandler,
    CalendarFeedHandler,
    CareDigestHandler,
  ],
  providers: [
    AccountStore,
    PasswordHasher,
    AccountSeeder,
    ContactRequestStore,
    Mailer,
    MailStaffWhenContactRequestReceived,
    MailOwnerWhenEmailTaken,
    DigestClock,
    RanchCare,
    DigestPlanner,
    DigestSender,
    CareDigestScheduler,
  ],
})
export class UsersModule {}
