/** schema/planning.graphql against SPEC §3 and §7 and DESIGN.md, and how the server attaches resolvers. */
import {
  buildSchema,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../server/graphql/pages';
import { createSchema, loadTypeDefs } from '../../server/graphql/schema';
import { resolvers } from '../../server/resolvers';

const schema = buildSchema(loadTypeDefs());
const object = (name: string) => schema.getType(name) as GraphQLObjectType;
const fieldNames = (name: string) => Object.keys(object(name).getFields()).sort();
const sorted = (names: string) => names.split(/\s+/).filter(Boolean).sort();

const SPEC_QUERIES = `addressesAtPostalCode asset assets availableAppointmentDays availableAppointments collegeCost collegeCosts
  consent debt debts factfind goal goals health income interactionFlag messages nextAvailableAppointment occupations person
  persons plan planGraph policies policy providers risk scheduledAppointments showSurvey suggestedTools survey surveys tools
  unreadMessages user vulnerabilityReminder`;
/** The paged lists of SPEC §7: each has a `<list>Page` sibling (docs/paging.md). */
const PAGED_LISTS = `addressesAtPostalCode assets availableAppointmentDays availableAppointments collegeCosts debts goals income
  messages occupations persons policies providers scheduledAppointments suggestedTools surveys tools`;
/** Beyond SPEC §7: the savings plan, sister of the calculation (CalculateCollegeCosts stays as it is), and the lists' pages. */
const ADDED_QUERIES = `collegeSavingsPlan ${sorted(PAGED_LISTS)
  .map((list) => `${list}Page`)
  .join(' ')}`;
const SPEC_MUTATIONS = `bookAppointment changeEmailVerification createNewSurvey declineSurvey deleteAsset deleteDebt deleteGoal
  deleteIncome deletePolicy deleteVulnerabilityReminder markAsRead requestPlan setVulnerabilityReminder signUp subscribeToTool
  suggestNewTool syncUser updateAsset updateAssets updateDebt updateDebts updateGoal updateGoals updatePolicies updatePolicy
  updateIncome updateCollegeCosts updateConsent updateEmail updateFactfind updateInteractionFlag updatePerson updateRisk`;

describe('schema/planning.graphql', () => {
  it("has every query and mutation of SPEC §7, and no other but the issues' additions", () => {
    expect(fieldNames('Query')).toEqual(sorted(`${SPEC_QUERIES} ${ADDED_QUERIES}`));
    expect(fieldNames('Mutation')).toEqual(sorted(SPEC_MUTATIONS));
  });

  it('gives CollegeCost the fields of SPEC §3 and why one was not saved, money as Money { float string display }', () => {
    expect(fieldNames('CollegeCost')).toEqual(
      sorted(`id userId goalId ageOfChild courseDuration targetDate accommodationType whatToInclude eligibleForFreeTuitionFees
        accommodationCost fees otherExpenses annualCost total totalAdjustedForInflation monthlySavingsRequired notSaved`),
    );
    expect(String(object('CollegeCost').getFields().notSaved.type)).toBe('Error');
    for (const money of [
      'accommodationCost',
      'fees',
      'otherExpenses',
      'annualCost',
      'total',
      'totalAdjustedForInflation',
      'monthlySavingsRequired',
    ]) {
      expect(String(object('CollegeCost').getFields()[money].type)).toBe('Money!');
    }
    expect(fieldNames('Money')).toEqual(['display', 'float', 'string']);
    expect(String(object('Money').getFields().float.type)).toBe('Float!');
  });

  it('has the enums of SPEC §9', () => {
    const values = (name: string) =>
      (schema.getType(name) as unknown as { getValues(): { name: string }[] })
        .getValues()
        .map((v) => v.name)
        .sort();
    expect(values('AccommodationType')).toEqual(['HOME', 'RENTED', 'STUDENT']);
    expect(values('CostType')).toEqual(['ACCOMMODATION', 'FEES', 'OTHER_EXPENSES']);
  });

  it('takes the flat arguments of DESIGN.md in updateCollegeCosts and returns CollegeCost', () => {
    const field = object('Mutation').getFields().updateCollegeCosts;
    expect(Object.fromEntries(field.args.map((a) => [a.name, String(a.type)]))).toEqual({
      userId: 'ID',
      accommodation: 'AccommodationType!',
      ageOfChild: 'Int!',
      courseDuration: 'Int!',
      eligibleForFreeTuitionFees: 'Boolean!',
      whatToInclude: '[CostType!]!',
    });
    expect(String(field.type)).toBe('CollegeCost!');
  });

  it('gives every other mutation a payload with success and error { code message fieldErrors { field message } }', () => {
    for (const [name, field] of Object.entries(object('Mutation').getFields()) as [
      string,
      GraphQLField<unknown, unknown>,
    ][]) {
      if (name === 'updateCollegeCosts') continue;
      expect(isNonNullType(field.type), name).toBe(true);
      const payload = (field.type as unknown as { ofType: GraphQLObjectType }).ofType;
      expect(
        payload.getInterfaces().map((i) => i.name),
        name,
      ).toEqual(['MutationResult']);
      expect(String(payload.getFields().success.type)).toBe('Boolean!');
      expect(String(payload.getFields().error.type)).toBe('Error');
    }
    expect(fieldNames('Error')).toEqual(['code', 'fieldErrors', 'message']);
    expect(fieldNames('FieldError')).toEqual(['field', 'message']);
  });

  it('gives the entities of SPEC §3 their fields', () => {
    const SPEC_FIELDS: Record<string, string> = {
      Goal: 'id userId owners name goalType goalData priority targetDate valueToSave',
      Owner: 'id firstName',
      Address: 'buildingName buildingNumber country county flatNumber id postalCode street subStreet town',
      Appointment: 'id advisorId advisorName advisorEmail advisorPhone startTime endTime reason',
      AvailableAppointment: 'id startTime endTime',
      AvailableAppointmentDay: 'id date',
      Asset: `id userId name productType balance overdrawnBy owners provider frequency regularPaymentAmount employerContribution startDate maturityDate
        pensionType propertyType accessible active increasing isComplete throughCurrentEmployer valuationMethod whereFrom`,
      // interestRate: debts are cleared highest rate first.
      Debt: `id userId name productType balance arrears monthlyRepayment interestRate endDate maturityDate mortgageType mortgageYearsLeft
        isMainMortgage arePaymentsUpToDate clearedOnDeath hasPaymentProtectionInsurance repaidMonthly owners provider isComplete`,
      // lives: which lives a policy covers, on whose death it pays (protection by need).
      Policy: `id userId name productType coverType amountOfCover premium paymentFrequency renewalDate yearsRemaining owners provider
        isIrishLifePolicy isOnePlan throughCurrentEmployer lives isComplete`,
      // incomeType: what an income is, which decides how it is taxed.
      Income: 'id userId name annualIncome annualBonus incomeType owners',
      Person:
        'id title firstName lastName legalFirstName legalLastName dateOfBirth sex phoneNumber relationship joinDate address',
      User: 'id name email referralSource',
      Consent: 'id contactServicesIrishLifeGroup',
      // budget: the plan's month, within which it allocates.
      Plan: 'id authorisationStatus budget factfindErrors lastUpdated monthlyAllocationAmount recommendationGroups suitabilityReportLink triageReason',
      RecommendationGroup:
        'id title subtitle recommendationType recommendations summary thingsToDo relatedProducts riskProfileQuestionnaireRequired',
      Risk: 'id userId calculatedProfile selectedProfile questionnaire',
      Message: 'id title subtitle link read dateReceived',
      Survey: 'id userId score feedback followUp completed',
      Provider: 'id name iconUrl imageUrl bannerColor providerTypes address',
      // valuesAt … and the flows: the wealth path is the plan in today's euros, and each point adds up.
      WealthProjection: 'currentWealth finalWealth points valuesAt inflationRate goals assumesGoalsFunded',
      WealthAtDate: `amount date goal nominalAmount savings pensions property debts paidIn growth debtReduction interest
        goalsPaid goalShortfall pensionDrawn`,
      InteractionFlag: 'id value',
    };
    for (const [type, fields] of Object.entries(SPEC_FIELDS)) expect(fieldNames(type), type).toEqual(sorted(fields));
  });

  it('has the value types of the cache-identity list', () => {
    const VALUE_TYPES = `Address BreakdownSlice CollegeCost ComparisonBlock ComparisonFeature ComparisonPackage DebtSummary
      EmergencyFundProgress EmergencyFundSummary GoalProgress HealthSummary Link MarkdownBlock Money PersonFactfind ProductSummary
      ProtectionScenario ProtectionSummary RetirementSummary SavingsInvestingSummary UrlBlock WealthProjection WealthAtDate RecommendationCTA`;
    for (const name of sorted(VALUE_TYPES)) expect(isObjectType(schema.getType(name)), name).toBe(true);
  });
});

describe('createSchema', () => {
  it('serves every query and mutation of the schema: none answers NOT_IMPLEMENTED', () => {
    const unserved = (root: 'Query' | 'Mutation') =>
      fieldNames(root).filter((name) => !(name in (resolvers[root] ?? {})));
    expect({ Query: unserved('Query'), Mutation: unserved('Mutation') }).toEqual({ Query: [], Mutation: [] });
  });

  it('pages every Query list field: first (default 50, at most 100, as its description says) and after', () => {
    const listFields = Object.values(schema.getQueryType()?.getFields() ?? {}).filter((field) =>
      isListType(getNullableType(field.type)),
    );
    expect(listFields.length).toBeGreaterThan(10);
    for (const field of listFields) {
      const first = field.args.find((arg) => arg.name === 'first');
      const after = field.args.find((arg) => arg.name === 'after');
      expect(first?.type.toString(), field.name).toBe('Int');
      expect(first?.defaultValue, field.name).toBe(DEFAULT_PAGE_SIZE);
      expect(first?.description, field.name).toBe(
        `Page size: ${DEFAULT_PAGE_SIZE} when left out, at most ${MAX_PAGE_SIZE}.`,
      );
      expect(after?.type.toString(), field.name).toBe('ID');
    }
    expect(listFields.map((field) => field.name).sort()).toEqual(sorted(PAGED_LISTS));
  });

  it('gives every paged list a <list>Page sibling: the same arguments (after a String), answering nodes and PageInfo', () => {
    const fields = schema.getQueryType()?.getFields() ?? {};
    for (const list of sorted(PAGED_LISTS)) {
      const page = fields[`${list}Page`];
      const argsOf = (field: GraphQLField<unknown, unknown>) =>
        field.args.map((arg) => [arg.name, String(arg.type), arg.defaultValue]);
      expect(argsOf(page), list).toEqual(
        argsOf(fields[list]).map(([name, type, value]) => [name, name === 'after' ? 'String' : type, value]),
      );
      const pageType = getNullableType(page.type) as GraphQLObjectType;
      expect(isNonNullType(page.type), list).toBe(true);
      expect(String(pageType.getFields().nodes.type), list).toBe(String(fields[list].type));
      expect(String(pageType.getFields().pageInfo.type), list).toBe('PageInfo!');
    }
    expect(
      Object.fromEntries(
        Object.entries(object('PageInfo').getFields()).map(([name, field]) => [name, String(field.type)]),
      ),
    ).toEqual({
      hasNextPage: 'Boolean!',
      endCursor: 'String',
    });
  });

  it('answers NOT_IMPLEMENTED, naming the field, for a query or mutation without a resolver', async () => {
    const bare = createSchema({});
    for (const root of [bare.getQueryType(), bare.getMutationType()]) {
      const field = root?.getFields()[root === bare.getQueryType() ? 'consent' : 'updateConsent'];
      const resolve = field?.resolve as (source: unknown, args: Record<string, unknown>) => Promise<unknown>;
      const refusal = await resolve(undefined, {}).catch((error: unknown) => error);
      expect(refusal).toMatchObject({
        message: `${field?.name} is not implemented yet`,
        extensions: { code: 'NOT_IMPLEMENTED', field: field?.name },
      });
    }
  });

  it('refuses at startup a resolver for a field the schema does not have', () => {
    // The generated Resolvers type refuses both already; the check at startup is for what slips past it.
    // @ts-expect-error Query has no field nope.
    expect(() => createSchema({ Query: { nope: () => null } })).toThrow(
      "Resolver given for 'Query.nope', which the schema does not have",
    );
    // @ts-expect-error The schema has no type Nope.
    expect(() => createSchema({ Nope: {} })).toThrow(
      "Resolvers given for 'Nope', which is not an object type of the schema",
    );
  });
});
