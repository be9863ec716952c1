import { z } from 'zod';
import { MIN_PROJECT_ID_LENGTH } from './limits';

// A project id as it appears in URLs and RPC input (spec §9: at least 9 characters).
export const projectIdSchema = z
  .string()
  .trim()
  .min(MIN_PROJECT_ID_LENGTH)
  .max(64)
  .regex(/^[\w-]+$/);

export const projectIdInput = z.object({ projectId: projectIdSchema });
