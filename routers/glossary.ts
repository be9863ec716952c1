import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MIN_GLOSSARY_CODE_LENGTH } from '../src/lib/limits';
import { getGlossaryWord, listGlossary } from '../src/registry/content/glossary';
import { publicProcedure, router } from './init';

export const glossaryCodeInput = z.object({
  code: z.string().trim().min(MIN_GLOSSARY_CODE_LENGTH).max(100),
});

export const glossaryRouter = router({
  list: publicProcedure.query(({ ctx }) => listGlossary(ctx.db)),
  byCode: publicProcedure.input(glossaryCodeInput).query(async ({ ctx, input }) => {
    const word = await getGlossaryWord(ctx.db, input.code);
    if (!word) throw new TRPCError({ code: 'NOT_FOUND', message: 'Термін не знайдено' });
    return word;
  }),
});
