import { Global, Module } from '@nestjs/common';
import type { Config } from '../config/config.js';
import { CONFIG, MESSAGE_CLIENT } from '../kit.tokens.js';
import { createMessageClient } from './transport.js';
import { MessageClient } from './message-client.js';

/** Gives a process a MessageClient to send requests to the services over the configured transport. */
@Global()
@Module({
  providers: [
    {
      provide: MESSAGE_CLIENT,
      inject: [CONFIG],
      useFactory: (config: Config) => createMessageClient(config, `remuda-${config.target}`),
    },
    MessageClient,
  ],
  exports: [MessageClient],
})
export class MessagingModule {}
