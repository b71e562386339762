/**
 * The households of docs/planning-model.md (planning-households.ts), each entered through the API as the planning
 * app would, on both engines; then the plan and the wealth path the server answers are the model's for the same
 * household, each point of the path adds up, and every plan
 * keeps the rules a family relies on: the monthly savings fit the disposable income, the budget adds up, every
 * amount a recommendation states is one of its figures, and each recommendation's monthly amount is its priority's.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../server/planning/household';
import { computePlan } from '../../server/plan-wording/plan';
import { planGraph } from '../../server/planning/plan-path';
import { recommendationGroupView } from '../../server/resolvers/plan-views';
import type { Storage } from '../../server/storage';
import {
  GetPlanDocument,
  GetPlanGraphDocument,
  RequestPlanDocument,
  UpdateAssetDocument,
  UpdateDebtDocument,
  UpdateFactfindDocument,
  UpdateGoalDocument,
  UpdateIncomeDocument,
  UpdatePersonDocument,
  UpdatePolicyDocument,
  type GetPlanGraphQuery,
  type GetPlanQuery,
} from '../../src/client';
import { testEngines } from './engines';
import { MARCH_2025, newUserId, startTestServer, type TestServer } from './helpers';
import { TODAY } from './planning-fixtures';
import { HOUSEHOLDS } from './planning-households';

type Plan = NonNullable<GetPlanQuery['plan']>;
const euro = (cents: number | null) => (cents === null ? null : cents / 100);

/** Every euro amount written in a text: '€1,234.56', '−€3', as the figures display them. */
const amountsIn = (text: string): string[] => [...text.matchAll(/−?€[\d,]+(?:\.\d\d)?/g)].map((m) => m[0]);

describe.each(testEngines('the households'))(
  'the households of docs/planning-model.md on $name',
  { timeout: 120_000 },
  (engine) => {
    let storage: Storage;
    let server: TestServer;

    beforeAll(async () => {
      storage = await engine.shared();
      server = await startTestServer({ storage, now: () => MARCH_2025 });
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await storage?.close();
      await engine.cleanup();
    });

    /** Enters `h` through the API for a new user; returns the user and their token. */
    async function enter(key: string, h: Household): Promise<{ userId: string; token: string }> {
      const userId = newUserId(key);
      const token = await server.token(userId);
      const ok = async (document: Parameters<typeof print>[0], variables: Record<string, unknown>) => {
        const response = await server.gql<
          Record<string, { success: boolean; error: unknown } & Record<string, { id: string } | null>>
        >(print(document), variables, { token });
        expect(response.errors).toBeUndefined();
        const payload = Object.values(response.data ?? {})[0];
        expect(payload.error).toBeNull();
        return payload;
      };
      const ids = new Map<string, string>();
      const owners = (ownerIds: string[]) => ownerIds.map((id) => ids.get(id));
      const cents = (value: number | null) => (value === null ? null : value / 100);
      for (const p of h.persons) {
        const payload = await ok(UpdatePersonDocument, {
          person: { userId, firstName: p.firstName, relationship: p.relationship, dateOfBirth: p.dateOfBirth },
        });
        ids.set(p.id, (payload.person as { id: string }).id);
      }
      for (const a of h.assets) {
        await ok(UpdateAssetDocument, {
          asset: {
            userId,
            name: a.name,
            productType: a.productType,
            balance: cents(a.balanceCents),
            overdrawnBy: cents(a.overdrawnByCents),
            ownerIds: owners(a.ownerIds),
            frequency: a.frequency,
            regularPaymentAmount: cents(a.regularPaymentCents),
            employerContribution: cents(a.employerContributionCents),
            pensionType: a.pensionType,
            propertyType: a.propertyType,
            accessible: a.accessible,
            active: a.active,
            throughCurrentEmployer: a.throughCurrentEmployer,
          },
        });
      }
      for (const d of h.debts) {
        await ok(UpdateDebtDocument, {
          debt: {
            userId,
            name: d.name,
            productType: d.productType,
            balance: cents(d.balanceCents),
            arrears: cents(d.arrearsCents),
            monthlyRepayment: cents(d.monthlyRepaymentCents),
            interestRate: d.interestRate,
            isMainMortgage: d.isMainMortgage,
            arePaymentsUpToDate: d.arePaymentsUpToDate,
            clearedOnDeath: d.clearedOnDeath,
            ownerIds: owners(d.ownerIds),
          },
        });
      }
      for (const p of h.policies) {
        await ok(UpdatePolicyDocument, {
          policy: {
            userId,
            name: p.name,
            productType: p.productType,
            coverType: p.coverType,
            amountOfCover: cents(p.amountOfCoverCents),
            premium: cents(p.premiumCents),
            paymentFrequency: p.paymentFrequency,
            lives: p.lives,
            ownerIds: owners(p.ownerIds),
          },
        });
      }
      for (const i of h.incomes) {
        await ok(UpdateIncomeDocument, {
          income: {
            userId,
            annualIncome: cents(i.annualIncomeCents),
            annualBonus: cents(i.annualBonusCents),
            incomeType: i.incomeType,
            ownerIds: owners(i.ownerIds),
          },
        });
      }
      if (h.factfind) {
        const f = h.factfind;
        const answers = (a: typeof f.user) =>
          a && {
            personId: a.personId && ids.get(a.personId),
            annualIncome: cents(a.annualIncomeCents),
            employmentStatus: a.employmentStatus,
            prsiYears: a.prsiYears,
            healthStatus: a.healthStatus,
            smoker: a.smoker,
            retirementAge: a.retirementAge,
          };
        await ok(UpdateFactfindDocument, {
          factfind: {
            userId,
            maritalStatus: f.maritalStatus,
            housingStatus: f.housingStatus,
            numberOfChildren: f.numberOfChildren,
            numberOfOtherDependants: f.numberOfOtherDependants,
            monthlyRentOrMortgage: cents(f.monthlyRentOrMortgageCents),
            monthlyOutgoings: cents(f.monthlyOutgoingsCents),
            user: answers(f.user),
            partner: answers(f.partner),
          },
        });
      }
      for (const g of h.goals) {
        await ok(UpdateGoalDocument, {
          goal: {
            userId,
            name: g.name,
            goalType: g.goalType,
            priority: g.priority,
            targetDate: g.targetDate,
            valueToSave: g.valueToSaveCents / 100,
          },
        });
      }
      return { userId, token };
    }

    it.each(HOUSEHOLDS.map((h) => [h.name, h] as const))('%s', async (_name, { key, household }) => {
      const { userId, token } = await enter(key, household);
      const answer = await server.gql<GetPlanQuery>(print(GetPlanDocument), { userId }, { token });
      expect(answer.errors).toBeUndefined();
      const plan = answer.data!.plan as Plan;
      const model = computePlan(household, TODAY);

      // The server's plan is the model's for the same household (ids aside).
      expect(plan.factfindErrors.map((e) => e.message)).toEqual(model.factfindErrors.map((e) => e.message));
      expect(plan.monthlyAllocationAmount?.float ?? null).toBe(euro(model.monthlyAllocationCents));
      expect(plan.triageReason).toBe(model.triageReason);
      const strip = (
        groups: {
          recommendationType: string;
          recommendations: { title: string; blocks: object[]; monthlyAmount?: unknown; figures: unknown[] }[];
        }[],
      ) =>
        groups.map((g) => [
          g.recommendationType,
          g.recommendations.map((r) => [
            r.title,
            r.blocks.map((b) => ('markdown' in b ? b.markdown : b)),
            r.monthlyAmount ?? null,
            r.figures,
          ]),
        ]);
      expect(strip(plan.recommendationGroups)).toEqual(
        strip(JSON.parse(JSON.stringify(model.recommendationGroups.map(recommendationGroupView)))),
      );

      // The wealth path is the model's, in today's euros; each point adds up, and a goal never takes it below where
      // it would be without the goal (a shortfall is shown as one).
      const graph = await server.gql<GetPlanGraphQuery>(print(GetPlanGraphDocument), { userId }, { token });
      expect(graph.errors).toBeUndefined();
      const path = graph.data!.planGraph!;
      const modelPath = planGraph(household, TODAY);
      const c = (m: { string: string }) => Math.round(Number(m.string) * 100);
      expect(path.points.map((p) => [p.date, c(p.amount), c(p.paidIn), c(p.growth), c(p.debtReduction)])).toEqual(
        modelPath.points.map((p) => [p.date, p.amountCents, p.paidInCents, p.growthCents, p.debtReductionCents]),
      );
      path.points.slice(1).forEach((p, i) => {
        const before = c(path.points[i].amount);
        expect(before + c(p.paidIn) + c(p.growth) + c(p.debtReduction) - c(p.goalsPaid) - c(p.pensionDrawn)).toBe(
          c(p.amount),
        );
        expect(c(p.savings) + c(p.pensions) + c(p.property) - c(p.debts)).toBe(c(p.amount));
      });
      expect(path.goals.map((g) => [g.goal.name, c(g.monthlySaving), c(g.shortfall), g.onTrack])).toEqual(
        modelPath.goals.map((g) => [g.goal.name, g.monthlyCents, g.shortfallCents, g.shortfallCents <= 0]),
      );

      if (model.factfindErrors.length) {
        expect(plan.budget).toBeNull();
        const refused = await server.gql<{ requestPlan: { success: boolean; error: { code: string } | null } }>(
          print(RequestPlanDocument),
          { userId },
          { token },
        );
        expect(refused.data?.requestPlan).toMatchObject({ success: false, error: { code: 'FACTFIND_INCOMPLETE' } });
        return;
      }
      const budget = plan.budget!;
      // The budget adds up.
      expect(c(budget.grossIncome) - c(budget.tax)).toBe(c(budget.netIncome));
      expect(
        c(budget.netIncome) -
          c(budget.outgoings) -
          c(budget.debtRepayments) -
          c(budget.regularSavings) -
          c(budget.premiums) -
          c(budget.autoEnrolment),
      ).toBe(c(budget.disposableIncome));
      expect(c(budget.needed) - c(budget.allocated)).toBe(c(budget.shortfall));
      // Never more than the disposable income; the priorities add up to the allocation, each within its need.
      expect(c(budget.allocated)).toBeLessThanOrEqual(Math.max(0, c(budget.disposableIncome)));
      expect(c(budget.allocated)).toBe(c(plan.monthlyAllocationAmount!));
      expect(budget.priorities.reduce((total, p) => total + c(p.allocated), 0)).toBe(c(budget.allocated));
      expect(budget.priorities.reduce((total, p) => total + c(p.needed), 0)).toBe(c(budget.needed));
      for (const p of budget.priorities) expect(c(p.allocated)).toBeLessThanOrEqual(c(p.needed));
      // Each recommendation's monthly amount is what its priority gets; they add up to the allocation.
      const recommendations = plan.recommendationGroups.flatMap((g) => g.recommendations);
      const monthly = recommendations.filter((r) => r.monthlyAmount);
      expect(monthly.map((r) => [r.id, r.monthlyAmount!.string])).toEqual(
        [...budget.priorities]
          .sort(
            (a, b) =>
              monthly.findIndex((r) => r.id === a.recommendationId) -
              monthly.findIndex((r) => r.id === b.recommendationId),
          )
          .map((p) => [p.recommendationId, p.allocated.string]),
      );
      // Every amount a recommendation states is one of its figures.
      for (const r of recommendations) {
        const shown = new Set(r.figures.map((f) => f.amount.display));
        for (const text of [r.title, ...r.blocks.map((b) => ('markdown' in b ? b.markdown : ''))]) {
          for (const amount of amountsIn(text)) expect(shown, `${amount} in "${text}"`).toContain(amount);
        }
      }
    });

    it('refuses a product type outside the catalogue, naming the field and the codes allowed, and keeps the saved item', async () => {
      const userId = newUserId('catalogue');
      const token = await server.token(userId);
      const call = (document: Parameters<typeof print>[0], variables: Record<string, unknown>) =>
        server.gql<
          Record<
            string,
            {
              success: boolean;
              error: { code: string; fieldErrors: { field: string; message: string }[] } | null;
              asset?: { id: string; productType: string };
            }
          >
        >(print(document), variables, { token });
      const saved = await call(UpdateAssetDocument, {
        asset: { userId, name: 'Pension', productType: 'PRSA', balance: 80000 },
      });
      expect(saved.data?.updateAsset.asset?.productType).toBe('PRSA');
      const id = saved.data!.updateAsset.asset!.id;
      const refused = await call(UpdateAssetDocument, {
        assetId: id,
        asset: { userId, productType: 'RETIREMENT_ACCOUNT' },
      });
      expect(refused.data?.updateAsset.error?.fieldErrors).toEqual([
        {
          field: 'asset.productType',
          message: expect.stringMatching(/^Must be one of CURRENT_ACCOUNT, .*PRSA.*, PROPERTY$/),
        },
      ]);
      const debt = await call(UpdateDebtDocument, { debt: { userId, productType: 'LOAN', interestRate: 100.5 } });
      expect(debt.data?.updateDebt.error?.fieldErrors.map((e) => e.field)).toEqual([
        'debt.productType',
        'debt.interestRate',
      ]);
      const policy = await call(UpdatePolicyDocument, {
        policy: { userId, productType: 'TERM_LIFE', coverType: 'DEATH' },
      });
      expect(policy.data?.updatePolicy.error?.fieldErrors.map((e) => e.field)).toEqual([
        'policy.productType',
        'policy.coverType',
      ]);
      const still = await server.gql<{ asset: { productType: string } }>(
        'query ($id: ID!) { asset(id: $id) { productType } }',
        { id },
        { token },
      );
      expect(still.data?.asset.productType).toBe('PRSA');
    });

    it("keeps which lives a policy covers, and refuses a value that is not one, naming the field's type", async () => {
      const userId = newUserId('policy-lives');
      const token = await server.token(userId);
      const saved = await server.gql<{ updatePolicy: { policy: { id: string; lives: string | null } } }>(
        print(UpdatePolicyDocument),
        {
          policy: { userId, name: 'Joint life', coverType: 'LIFE', amountOfCover: 280000, lives: 'JOINT_FIRST_DEATH' },
        },
        { token },
      );
      expect(saved.data?.updatePolicy.policy.lives).toBe('JOINT_FIRST_DEATH');
      const id = saved.data!.updatePolicy.policy.id;
      const changed = await server.gql<{ updatePolicy: { policy: { lives: string | null } } }>(
        print(UpdatePolicyDocument),
        { policyId: id, policy: { userId, lives: 'DUAL' } },
        { token },
      );
      expect(changed.data?.updatePolicy.policy.lives).toBe('DUAL');
      const refused = await server.gql(
        print(UpdatePolicyDocument),
        {
          policyId: id,
          policy: { userId, lives: 'JOINT' },
        },
        { token },
      );
      expect(refused.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'policy.lives', message: 'Must be SINGLE, JOINT_FIRST_DEATH or DUAL' }],
      });
      const still = await server.gql<{ policy: { lives: string | null } }>(
        'query ($id: ID!) { policy(id: $id) { lives } }',
        { id },
        { token },
      );
      expect(still.data?.policy.lives).toBe('DUAL');
    });
  },
);
