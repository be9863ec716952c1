import { TRPCError } from '@trpc/server';
import { contactMessageInput, contactTexts } from '../src/lib/contactForm';
import { storeContactMessage } from '../src/registry/contact/contact';
import { wakeProcessOutbox } from '../src/registry/contact/contactOutbox';
import { publicProcedure, router } from './init';

export { contactMessageInput };

export const contactRouter = router({
  /**
   * Stores the message durably, then answers; the outbox delivers it by SMTP later. A filled
   * honeypot gets the same answer (bots learn nothing) but the message is never delivered.
   */
  send: publicProcedure.input(contactMessageInput).mutation(async ({ ctx, input }) => {
    const result = await storeContactMessage(ctx.db, input, {
      clientKey: ctx.clientKey ?? 'unknown',
      spam: input.website !== '',
    });
    if (result.status === 'rate-limited') {
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: contactTexts.rateLimited });
    }
    wakeProcessOutbox();
    return { sent: true as const };
  }),
});
