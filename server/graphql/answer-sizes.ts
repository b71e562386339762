/**
 * How big an answer a query could get, field by field, for the cost check (limits.ts): the most bytes
 * of JSON each field's value can take, and the most items a list inside a record can hold.
 *
 * - A field holding stored text or JSON counts the most the rules let a user store in it (server/validation):
 *   goalData 10 KB, a survey's feedback 2,000 characters, a name 100; a character counts 4 bytes, the most
 *   UTF-8 takes for one. Other text counts as a 100-character name; ids 40 bytes (the server's ids are
 *   UUIDs; a user's id is the token's subject, which the identity provider chooses).
 * - A paged list counts its page (limits.ts); a list inside a record counts the most it can hold:
 *   a list of an enum's values its values, the others below, by the caps on what a user keeps
 *   (storage/list-caps.ts) and on what a call may send (a batch, message ids).
 * - Lists the server writes itself, of a size that does not grow with what a user stores (a plan's
 *   groups and their text, the errors of one call), count once: COUNTED_ONCE. The answer's real size is
 *   checked as well (handler.ts), so a miss here cannot make an answer bigger than the limit.
 *
 * Every list field of the schema is one of these; a test keeps it so.
 */
import { COLLEGE_START_AGE, COURSE_DURATIONS, PLAN_CHILDREN_MAX } from '../../src/assumptions';
import { MAX_MARK_AS_READ } from '../resolvers/messages';
import { MAX_FEEDBACK_CHARS } from '../resolvers/surveys';
import { REASON_MAX_CHARS } from '../resolvers/appointments';
import { RISK_QUESTIONNAIRE } from '../risk/questionnaire';
import { LIST_CAPS } from '../storage/list-caps';
import { LAST_YEAR } from '../validation/arguments';
import { GOAL_DATA_MAX_BYTES } from '../validation/goal';
import { MAX_CHANGES } from '../validation/household';

/** Bytes of a JSON string of at most `characters` characters: 4 bytes each (UTF-8's most), and the quotes. */
export const textBytes = (characters: number): number => characters * 4 + 2;

/** What a value of each scalar type counts, unless its field is in FIELD_BYTES. */
export const SCALAR_BYTES: Readonly<Record<string, number>> = {
  ID: 40,
  Int: 11,
  Float: 24,
  Boolean: 5,
  // "2037-09-01", "2025-03-15T09:30:00.000Z", with their quotes.
  Date: 12,
  DateTime: 26,
  String: textBytes(100),
  JSON: textBytes(100),
};

/** Fields that can hold more (or, for the figures every answer carries, less) than their type's default. */
export const FIELD_BYTES: Readonly<Record<string, number>> = {
  'Goal.goalData': GOAL_DATA_MAX_BYTES,
  'Survey.feedback': textBytes(MAX_FEEDBACK_CHARS),
  'Appointment.reason': textBytes(REASON_MAX_CHARS),
  // A name and an address from sign-up or from the token's claims (at most 254 characters).
  'User.name': textBytes(254),
  'User.email': textBytes(254),
  'User.referralSource': textBytes(200),
  // Amounts the server formats: "123456789012.00", "€123,456,789,012".
  'Money.string': 24,
  'Money.display': 32,
};

/** Years of the wealth projection's yearly points: from any year after 2000 to the last date a goal may have. */
const PROJECTION_YEARS = LAST_YEAR - 2000;

/** The most items of each list inside a record that grows with what a user stores or sends. */
/** The page types of the `<list>Page` fields (docs/paging.md). */
const PAGE_TYPES = [
  'AddressPage',
  'AppointmentPage',
  'AssetPage',
  'AvailableAppointmentDayPage',
  'AvailableAppointmentPage',
  'CollegeCostPage',
  'DebtPage',
  'GoalPage',
  'IncomePage',
  'MessagePage',
  'OccupationPage',
  'PersonPage',
  'PolicyPage',
  'ProviderPage',
  'SurveyPage',
  'ToolPage',
] as const;

export const LIST_ITEMS: Readonly<Record<string, number>> = {
  // A goal's owner is its user; an item's owners are persons of the household.
  'Goal.owners': 1,
  'Asset.owners': LIST_CAPS.persons,
  'Debt.owners': LIST_CAPS.persons,
  'Policy.owners': LIST_CAPS.persons,
  'Income.owners': LIST_CAPS.persons,
  // A batch's answer: one item per change.
  'GoalsPayload.goals': MAX_CHANGES,
  'AssetsPayload.assets': MAX_CHANGES,
  'DebtsPayload.debts': MAX_CHANGES,
  'PoliciesPayload.policies': MAX_CHANGES,
  'MessagesPayload.messages': MAX_MARK_AS_READ,
  // The plan: one slice or product per item of the household, one point a year and one per goal.
  'SavingsInvestingSummary.goals': LIST_CAPS.goals,
  'SavingsInvestingSummary.breakdown': LIST_CAPS.assets,
  'DebtSummary.breakdown': LIST_CAPS.debts,
  'RecommendationGroup.relatedProducts': Math.max(LIST_CAPS.assets, LIST_CAPS.debts, LIST_CAPS.policies),
  'WealthProjection.points': PROJECTION_YEARS + LIST_CAPS.goals + 2,
  'WealthProjection.goals': LIST_CAPS.goals,
  'Risk.questionnaire': RISK_QUESTIONNAIRE.length,
  'RiskQuestion.answers': Math.max(...RISK_QUESTIONNAIRE.map((question) => question.answers.length)),
  // A row a year from now to the end of the last course: a child of 0 starts at 19, a course lasts at most 7 years.
  'CollegeSavingsPlan.years': COLLEGE_START_AGE + COURSE_DURATIONS[COURSE_DURATIONS.length - 1] + 1,
  'CollegeSavingsPlan.children': PLAN_CHILDREN_MAX,
  'CollegeSavingsPlanYear.childCosts': PLAN_CHILDREN_MAX,
  'CollegeSavingsPlanChild.payments': COURSE_DURATIONS[COURSE_DURATIONS.length - 1],
  // The plan's monthly savings: the emergency fund, a debt's overpayment, each goal, the pension.
  'PlanBudget.priorities': LIST_CAPS.goals + 3,
  // A `<list>Page` field's `first` counts its whole page once per item (limits.ts): one node each, as measured.
  ...Object.fromEntries(PAGE_TYPES.map((type) => [`${type}.nodes`, 1])),
};

/** Lists the server writes, whose size does not grow with what a user stores: counted once. */
export const COUNTED_ONCE: ReadonlySet<string> = new Set([
  'Error.fieldErrors',
  'Plan.factfindErrors',
  'Plan.recommendationGroups',
  'RecommendationGroup.recommendations',
  'RecommendationGroup.thingsToDo',
  'Recommendation.blocks',
  'Recommendation.figures',
  'ComparisonBlock.packages',
  'ComparisonPackage.features',
  'HealthSummary.notes',
  'ProtectionSummary.scenarios',
  'ProtectionScenario.breakdown',
  'RetirementSummary.breakdown',
]);
