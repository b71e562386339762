/**
 * The root fields whose answer is the same for everyone, whoever asks and whenever in the life of a
 * deployment: their resolvers read only the catalogues the server was started with
 * (ctx.referenceData, server/reference-data/), never the caller's identity, the storage, or the
 * clock. An answer selecting only these (and `__typename`), asked without a token, may be kept by
 * any cache, browser or shared (public-answers.ts). Every replica serves the same catalogues (they
 * ship with the code or are given at start), so every replica answers them alike.
 *
 * A field belongs here only when its resolver reads nothing but its arguments and ctx.referenceData
 * (tests/server/public-fields.test.ts runs each with a context holding nothing else). The other root
 * fields are not public:
 * - the caller's own records (user, collegeCosts, goals, the household, plan, planGraph, risk,
 *   messages, surveys, consent, interactionFlag, vulnerabilityReminder, scheduledAppointments,
 *   showSurvey, unreadMessages, and `tools` and `suggestedTools`, which are a user's subscriptions
 *   and the rest of the catalogue for that user): they read the caller's identity and stored rows;
 * - addressesAtPostalCode: needs a signed-in caller (it stands for a paid address service), which a
 *   shared cache would hand to everyone;
 * - availableAppointmentDays, availableAppointments, nextAvailableAppointment: read the bookings
 *   (stored rows) and the clock to the minute (a slot is offered until 2 hours before it starts);
 * - collegeSavingsPlan: needs no token, but reads the clock's month (the default first payment, the
 *   dates it accepts) and the deployment's INFLATION_RATE; computed for one family's answers rather
 *   than looked up, so a cache would rarely be asked for the same one twice.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  // The financial providers the server knows, in its order: the catalogue as given at start.
  'providers',
  'providersPage',
  // Occupations whose name holds `search`: a filter of the catalogue given at start, by the argument alone.
  'occupations',
  'occupationsPage',
]);
