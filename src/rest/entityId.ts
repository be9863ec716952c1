import { z } from 'zod';
import { projectIdSchema } from '../lib/projectId';
import { PROJECT_ID_PREFIX } from './envelopes';

// The id of GET /api/xm-entities/{id}, as the registry service (XM) takes it: the record's
// number (the `id` a search answers), a project's key PROJECT-{projectId}, or a glossary
// term's code. A number or key that cannot name a record is the client's error (400).

export type EntityId =
  | { kind: 'record'; id: number }
  | { kind: 'project'; projectId: string }
  | { kind: 'code'; code: string };

export const entityIdParam = z
  .string()
  .min(1)
  .max(100)
  .transform((raw, ctx): EntityId => {
    if (/^\d+$/.test(raw)) {
      const id = Number(raw);
      if (id >= 1 && Number.isSafeInteger(id)) return { kind: 'record', id };
      ctx.addIssue({ code: 'custom', message: 'числовий id запису — ціле число від 1' });
      return z.NEVER;
    }
    if (raw.startsWith(PROJECT_ID_PREFIX)) {
      const projectId = projectIdSchema.safeParse(raw.slice(PROJECT_ID_PREFIX.length));
      if (projectId.success) return { kind: 'project', projectId: projectId.data };
      ctx.addIssue({
        code: 'custom',
        message: `після ${PROJECT_ID_PREFIX} — ідентифікатор проєкту: не менше 9 літер, цифр, «-» чи «_»`,
      });
      return z.NEVER;
    }
    return { kind: 'code', code: raw };
  })
  .describe(
    `Числовий id запису (поле id у відповіді пошуку), ${PROJECT_ID_PREFIX}{projectId} для проєкту або код терміна глосарія`,
  );
