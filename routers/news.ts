import { z } from 'zod';
import { NEWS_PAGE_SIZE } from '../src/lib/limits';
import { listNews } from '../src/registry/content/news';
import { publicProcedure, router } from './init';

export const newsListInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
});

export const newsRouter = router({
  list: publicProcedure
    .input(newsListInput)
    .query(({ ctx, input }) => listNews(ctx.db, input.page, NEWS_PAGE_SIZE)),
});
