/**
 * The work a query asks of the server besides the bytes of its answer (answer-sizes.ts): the database
 * statements its root fields run and the planning model's computations, in units of one statement (a read
 * by key). Every resolver of the schema is a root field's (nested fields are read from the record the root
 * field returned), so a query's work is the sum over its root fields, each alias counted again.
 *
 * - A root field not listed counts 1: one read or one write of the caller's own rows, or a look-up in the
 *   catalogues held in memory.
 * - A field that reads the whole household (resolvers/household-reader.ts: persons, assets, debts, policies, income,
 *   the factfind and the goals, each list up to its cap) counts its 7 reads and what the model computes
 *   from them and the answer it shapes. On a household filled to the caps, under bench/attack.ts's pool
 *   attack on PostgreSQL, the model took 20 % of the server's time and GraphQL's shaping of the answer 18 %,
 *   about as much as the database's own work: MODEL is a judgment from that, set so that a household
 *   computation counts 20 and one request holds at most three.
 *
 * Four requests of 30 aliases of planGraph once held all 20 PostgreSQL connections, and another user got
 * 503 on 2 reads of 5: a query may ask at most MAX_QUERY_WORK (limits.ts), so no single request asks for
 * more than a few household computations, and each caller holds at most its share of the connections
 * however many requests it sends (storage/fair-gate.ts).
 */

/** Reads of one household: persons, assets, debts, policies, income, the factfind and the goals. */
const HOUSEHOLD_READS = 7;
/** The planning model's computation and its answer over a household filled to its caps, counted as statements. */
const MODEL = 13;

/** Units of work of the root fields that do more than one statement's worth, by `Type.field`. */
export const FIELD_WORK: Readonly<Record<string, number>> = {
  'Query.health': HOUSEHOLD_READS + 1,
  // The household, the risk profile and the latest plan request, then the plan.
  'Query.plan': HOUSEHOLD_READS + 2 + MODEL,
  // The household, then the wealth path year by year.
  'Query.planGraph': HOUSEHOLD_READS + MODEL,
  // As plan, then the request and its message written.
  'Mutation.requestPlan': HOUSEHOLD_READS + 2 + MODEL + 3,
  // Up to four children's costs month by month through their course years.
  'Query.collegeSavingsPlan': 5,
  // The advisers' working hours against the bookings: a read, then the free slots of up to a few weeks.
  'Query.availableAppointments': 3,
  'Query.availableAppointmentsPage': 3,
  'Query.availableAppointmentDays': 3,
  'Query.availableAppointmentDaysPage': 3,
  'Query.nextAvailableAppointment': 3,
};

/** What a root field not in FIELD_WORK counts. */
export const ROOT_FIELD_WORK = 1;

/**
 * 60 units: the planning app's largest page (plan, planGraph, health and a few lists) fits, with room; three
 * household computations at most in one request.
 */
export const DEFAULT_MAX_WORK = 60;
