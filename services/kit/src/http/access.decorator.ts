import { SetMetadata } from '@nestjs/common';
import type { RouteAccess } from '@remuda/contracts';

export const ACCESS_KEY = 'remuda:access';

/** Who may call a route. Routes without it are refused: access is never granted by forgetting to say. */
export const Access = (access: RouteAccess) => SetMetadata(ACCESS_KEY, access);
