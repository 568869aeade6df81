import { z } from 'zod';
import { ROLES } from './roles.js';

export const roleSchema = z.enum(ROLES, { error: 'Role must be one of User, Trainer or Administrator' });
