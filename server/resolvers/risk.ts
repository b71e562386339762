/**
 * risk and updateRisk: the 15-question questionnaire (server/risk/questionnaire.ts) with the
 * caller's answers, the profile calculated from them and the one they selected, by the rules of
 * server/risk/scoring.ts. Answers are merged into those already given; a selection that the new
 * answers put more than one step from the calculated profile is dropped.
 */
import { requireSelf } from '../auth/access';
import { badUserInput, type FieldError } from '../graphql/errors';
import { rootField, type Resolvers } from '../graphql/context';
import { QUESTION_COUNT, RISK_QUESTIONNAIRE, questionById } from '../risk/questionnaire';
import {
  calculatedProfile,
  MAX_SELECTION_STEPS,
  selectableProfiles,
  type RiskAnswers,
  type RiskProfile,
} from '../risk/scoring';
import type { RiskRecord } from '../storage/risk-store';
import { succeeded } from './views';
import type { RiskInput } from '../../schema/generated/schema';

const orList = (values: readonly string[]): string =>
  values.length === 1 ? values[0] : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

export const RISK_MESSAGES = {
  nothing: 'Give answers, a selectedProfile, or both',
  question: `Must be a question id from q1 to q${QUESTION_COUNT}`,
  repeated: 'This question is answered more than once',
  answer: (questionId: string) => `Must be ${orList(questionById(questionId)?.answers.map((a) => a.id) ?? [])}`,
  notCalculated: `Answer all ${QUESTION_COUNT} questions before choosing a profile`,
  tooFar: (calculated: RiskProfile) =>
    `Must be at most ${MAX_SELECTION_STEPS} step from your calculated profile ${calculated}: ${orList(selectableProfiles(calculated))}`,
} as const;

/** The refusals of `answers`' ids, by their path in the input. */
function answerErrors(answers: NonNullable<RiskInput['answers']>): FieldError[] {
  const seen = new Set<string>();
  return answers.flatMap(({ questionId, answerId }, index) => {
    const path = `input.answers.${index}`;
    const question = questionById(questionId);
    if (!question) return [{ field: `${path}.questionId`, message: RISK_MESSAGES.question }];
    if (seen.has(questionId)) return [{ field: `${path}.questionId`, message: RISK_MESSAGES.repeated }];
    seen.add(questionId);
    return question.answers.some((a) => a.id === answerId)
      ? []
      : [{ field: `${path}.answerId`, message: RISK_MESSAGES.answer(questionId) }];
  });
}

/** The selection after a change: the one asked for (checked), else the stored one while still allowed. */
function selectionAfter(
  input: RiskInput,
  stored: RiskProfile | null,
  calculated: RiskProfile | null,
): RiskProfile | null {
  const allowed = selectableProfiles(calculated);
  if (input.selectedProfile === undefined) return stored !== null && allowed.includes(stored) ? stored : null;
  if (input.selectedProfile === null) return null;
  if (calculated === null)
    throw badUserInput([{ field: 'input.selectedProfile', message: RISK_MESSAGES.notCalculated }]);
  if (!allowed.includes(input.selectedProfile))
    throw badUserInput([{ field: 'input.selectedProfile', message: RISK_MESSAGES.tooFar(calculated) }]);
  return input.selectedProfile;
}

export function riskView(userId: string, record: RiskRecord | null) {
  const answers: RiskAnswers = record?.answers ?? {};
  return {
    id: userId,
    userId,
    calculatedProfile: record?.calculatedProfile ?? null,
    selectedProfile: record?.selectedProfile ?? null,
    questionnaire: RISK_QUESTIONNAIRE.map((question) => ({
      id: question.id,
      number: question.number,
      text: question.text,
      answers: question.answers.map(({ id, text }) => ({ id, text })),
      selectedAnswerId: answers[question.id] ?? null,
    })),
  };
}

export const riskResolvers: Resolvers = {
  Query: {
    risk: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      return riskView(owner, await ctx.storage.risk.get(owner));
    }),
  },
  Mutation: {
    updateRisk: rootField(async ({ input }, ctx) => {
      const owner = await requireSelf(ctx.identity, input.userId);
      if (!input.answers?.length && input.selectedProfile === undefined)
        throw badUserInput([{ field: 'input', message: RISK_MESSAGES.nothing }]);
      const refused = answerErrors(input.answers ?? []);
      if (refused.length) throw badUserInput(refused);
      const now = ctx.now();
      const saved = await ctx.storage.transaction(async (stores) => {
        const stored = await stores.risk.lock(owner, now);
        const answers = {
          ...stored.answers,
          ...Object.fromEntries((input.answers ?? []).map((a) => [a.questionId, a.answerId])),
        };
        const calculated = calculatedProfile(answers);
        const selected = selectionAfter(input, stored.selectedProfile, calculated);
        return stores.risk.save(
          { userId: owner, answers, calculatedProfile: calculated, selectedProfile: selected },
          now,
        );
      });
      return succeeded({ risk: riskView(owner, saved) });
    }),
  },
};
