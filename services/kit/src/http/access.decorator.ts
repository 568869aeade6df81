import { SetMetadata } from '@nestjs/common';
import type { AccessLevel } from '@remuda/contracts';

export const ACCESS_KEY = 'remuda:access';

/** Who may call a route. Routes without it are refused: access is never granted by forgetting to say. */
export const Access = (access: AccessLevel) => SetMetadata(ACCESS_KEY, access);
