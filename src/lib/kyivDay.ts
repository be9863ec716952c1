// The portal's calendar is Kyiv's (the server clock is UTC): a sync at 23:30 UTC in summer
// happened the next day for its readers.
const kyiv = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' });

/** The day in Kyiv, YYYY-MM-DD, of an instant (an ISO timestamp or a Date). */
export function kyivDay(instant: string | Date = new Date()): string {
  return kyiv.format(typeof instant === 'string' ? new Date(instant) : instant);
}
