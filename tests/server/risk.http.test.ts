/**
 * risk and updateRisk over real HTTP on both engines, and the scoring rules on their own: answers
 * merge, the profile is calculated once all 15 are answered, a selection is allowed at most one
 * step from it, refusals name the field, and nobody reads or changes another user's profile.
 */
import { describe, expect, it } from 'vitest';
import { calculatedProfile, profileOfScore, riskScore, selectableProfiles } from '../../server/risk/scoring';
import { RISK_QUESTIONNAIRE } from '../../server/risk/questionnaire';
import { riskQuestionnaireRequired } from '../../server/risk/risk-status';
import { serversOn } from './engine-server';
import { testEngines } from './engines';
import { codeOf, newUserId } from './helpers';

/** Answer letters for questions 1–15 in order, e.g. 'ccccccccccccccc'. */
const answersOf = (letters: string) =>
  [...letters].map((letter, index) => ({ questionId: `q${index + 1}`, answerId: `q${index + 1}${letter}` }));
const asRecord = (letters: string) => Object.fromEntries(answersOf(letters).map((a) => [a.questionId, a.answerId]));

describe('risk scoring', () => {
  it('has 15 questions of five answers scoring 0 to 4', () => {
    expect(RISK_QUESTIONNAIRE).toHaveLength(15);
    expect(RISK_QUESTIONNAIRE.map((q) => q.number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const question of RISK_QUESTIONNAIRE) expect(question.answers.map((a) => a.points)).toEqual([0, 1, 2, 3, 4]);
  });

  it('bands the total 0–60 in steps of 12, cautious to adventurous', () => {
    expect([0, 11, 12, 23, 24, 35, 36, 47, 48, 60].map(profileOfScore)).toEqual([
      'LOW',
      'LOW',
      'LOW_TO_MEDIUM',
      'LOW_TO_MEDIUM',
      'MEDIUM',
      'MEDIUM',
      'MEDIUM_TO_HIGH',
      'MEDIUM_TO_HIGH',
      'HIGH',
      'HIGH',
    ]);
    // 11 × c (2) + b (1) + 3 × a (0) = 23; one more point is 24.
    expect(riskScore(asRecord('cccccccccccbaaa'))).toBe(23);
    expect(calculatedProfile(asRecord('cccccccccccbaaa'))).toBe('LOW_TO_MEDIUM');
    expect(calculatedProfile(asRecord('cccccccccccbbaa'))).toBe('MEDIUM');
    expect(calculatedProfile(asRecord('eeeeeeeeeeeeeee'))).toBe('HIGH');
  });

  it('calculates nothing until every question is answered, and allows selections one step away', () => {
    const fourteen = asRecord('eeeeeeeeeeeeee');
    expect(Object.keys(fourteen)).toHaveLength(14);
    expect(calculatedProfile(fourteen)).toBeNull();
    expect(selectableProfiles(null)).toEqual([]);
    expect(selectableProfiles('LOW')).toEqual(['LOW', 'LOW_TO_MEDIUM']);
    expect(selectableProfiles('MEDIUM')).toEqual(['LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH']);
    expect(selectableProfiles('HIGH')).toEqual(['MEDIUM_TO_HIGH', 'HIGH']);
  });
});

const RISK_FIELDS =
  'id userId calculatedProfile selectedProfile questionnaire { id number text answers { id text } selectedAnswerId }';
const RISK = `query ($userId: ID!) { risk(userId: $userId) { ${RISK_FIELDS} } }`;
const UPDATE_RISK = `mutation ($input: RiskInput!) { updateRisk(input: $input) { success error { code message fieldErrors { field message } } risk { ${RISK_FIELDS} } } }`;

interface Risk {
  id: string;
  userId: string;
  calculatedProfile: string | null;
  selectedProfile: string | null;
  questionnaire: {
    id: string;
    number: number;
    text: string;
    answers: { id: string; text: string }[];
    selectedAnswerId: string | null;
  }[];
}
interface RiskPayload {
  updateRisk: {
    success: boolean;
    error: { code: string; message: string; fieldErrors: { field: string; message: string }[] } | null;
    risk: Risk | null;
  };
}

describe.each(testEngines('the risk tests'))('risk on $name', { timeout: 60_000 }, (engine) => {
  const startServer = serversOn(engine);
  let started: ReturnType<typeof startServer> | undefined;
  const start = () => (started ??= startServer());

  async function signedIn(name: string) {
    const { api, storage } = await start();
    const userId = newUserId(name);
    return { api, storage, userId, token: await api.token(userId) };
  }

  it('serves the questionnaire with nothing selected before any answer', async () => {
    const { api, userId, token } = await signedIn('new');
    const risk = (await api.gql<{ risk: Risk }>(RISK, { userId }, { token })).data?.risk as Risk;
    expect(risk).toMatchObject({ id: userId, userId, calculatedProfile: null, selectedProfile: null });
    expect(risk.questionnaire).toHaveLength(15);
    expect(risk.questionnaire[0]).toEqual({
      id: 'q1',
      number: 1,
      text: 'When do you expect to need most of the money you are investing?',
      answers: [
        { id: 'q1a', text: 'Within 2 years' },
        { id: 'q1b', text: 'In 2 to 5 years' },
        { id: 'q1c', text: 'In 5 to 10 years' },
        { id: 'q1d', text: 'In 10 to 15 years' },
        { id: 'q1e', text: 'In more than 15 years' },
      ],
      selectedAnswerId: null,
    });
  });

  it('merges answers, calculates the profile once all 15 are given, and keeps a selection one step away', async () => {
    const { api, storage, userId, token } = await signedIn('answerer');
    const update = (input: Record<string, unknown>) =>
      api.gql<RiskPayload>(UPDATE_RISK, { input: { userId, ...input } }, { token });
    const all = answersOf('cccccccccccbbaa');

    const part = await update({ answers: all.slice(0, 10) });
    expect(part.data?.updateRisk).toMatchObject({
      success: true,
      error: null,
      risk: { calculatedProfile: null, selectedProfile: null },
    });
    expect(part.data?.updateRisk.risk?.questionnaire.map((q) => q.selectedAnswerId)).toEqual([
      ...all.slice(0, 10).map((a) => a.answerId),
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(await riskQuestionnaireRequired(storage, userId)).toBe(true);

    const rest = await update({ answers: all.slice(10) });
    expect(rest.data?.updateRisk.risk).toMatchObject({ calculatedProfile: 'MEDIUM', selectedProfile: null });
    expect(await riskQuestionnaireRequired(storage, userId)).toBe(false);

    const chosen = await update({ selectedProfile: 'MEDIUM_TO_HIGH' });
    expect(chosen.data?.updateRisk.risk).toMatchObject({
      calculatedProfile: 'MEDIUM',
      selectedProfile: 'MEDIUM_TO_HIGH',
    });

    // One answer down a point: 23, LOW_TO_MEDIUM, two steps from the selection, which is dropped.
    const lower = await update({ answers: [{ questionId: 'q12', answerId: 'q12a' }] });
    expect(lower.data?.updateRisk.risk).toMatchObject({ calculatedProfile: 'LOW_TO_MEDIUM', selectedProfile: null });

    const again = await update({ selectedProfile: 'LOW' });
    expect(again.data?.updateRisk.risk).toMatchObject({ calculatedProfile: 'LOW_TO_MEDIUM', selectedProfile: 'LOW' });
    const cleared = await update({ selectedProfile: null });
    expect(cleared.data?.updateRisk.risk).toMatchObject({ selectedProfile: null });

    const read = await api.gql<{ risk: Risk }>(RISK, { userId }, { token });
    expect(read.data?.risk).toEqual(cleared.data?.updateRisk.risk);
  });

  it('refuses a selection more than one step away, or before a profile is calculated, changing nothing', async () => {
    const { api, userId, token } = await signedIn('chooser');
    const update = (input: Record<string, unknown>) =>
      api.gql<RiskPayload>(UPDATE_RISK, { input: { userId, ...input } }, { token });
    const early = await update({ selectedProfile: 'LOW' });
    expect(early.data?.updateRisk).toEqual({
      success: false,
      error: {
        code: 'BAD_USER_INPUT',
        message: 'Invalid input: input.selectedProfile',
        fieldErrors: [{ field: 'input.selectedProfile', message: 'Answer all 15 questions before choosing a profile' }],
      },
      risk: null,
    });
    const far = await update({ answers: answersOf('ccccccccccccccc'), selectedProfile: 'HIGH' });
    expect(far.data?.updateRisk.error?.fieldErrors).toEqual([
      {
        field: 'input.selectedProfile',
        message: 'Must be at most 1 step from your calculated profile MEDIUM: LOW_TO_MEDIUM, MEDIUM or MEDIUM_TO_HIGH',
      },
    ]);
    // The answers sent with the refused selection were not saved either.
    const read = await api.gql<{ risk: Risk }>(RISK, { userId }, { token });
    expect(read.data?.risk.calculatedProfile).toBeNull();
    expect(read.data?.risk.questionnaire.every((q) => q.selectedAnswerId === null)).toBe(true);
  });

  it('names each unknown question, unknown answer and repeated question', async () => {
    const { api, userId, token } = await signedIn('typo');
    const answers = [
      { questionId: 'q16', answerId: 'q16a' },
      { questionId: 'q2', answerId: 'q3a' },
      { questionId: 'q4', answerId: 'q4b' },
      { questionId: 'q4', answerId: 'q4c' },
    ];
    const refused = await api.gql<RiskPayload>(UPDATE_RISK, { input: { userId, answers } }, { token });
    expect(refused.data?.updateRisk.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input: input.answers.0.questionId, input.answers.1.answerId, input.answers.3.questionId',
      fieldErrors: [
        { field: 'input.answers.0.questionId', message: 'Must be a question id from q1 to q15' },
        { field: 'input.answers.1.answerId', message: 'Must be q2a, q2b, q2c, q2d or q2e' },
        { field: 'input.answers.3.questionId', message: 'This question is answered more than once' },
      ],
    });
    const nothing = await api.gql<RiskPayload>(UPDATE_RISK, { input: { userId } }, { token });
    expect(nothing.data?.updateRisk.error?.fieldErrors).toEqual([
      { field: 'input', message: 'Give answers, a selectedProfile, or both' },
    ]);
    // An empty list of answers is no answer either.
    const empty = await api.gql<RiskPayload>(UPDATE_RISK, { input: { userId, answers: [] } }, { token });
    expect(empty.data?.updateRisk).toMatchObject({
      success: false,
      risk: null,
      error: { fieldErrors: [{ field: 'input', message: 'Give answers, a selectedProfile, or both' }] },
    });
    const badEnum = await api.gql(UPDATE_RISK, { input: { userId, selectedProfile: 'RECKLESS' } }, { token });
    expect(codeOf(badEnum)).toBe('BAD_USER_INPUT');
  });

  it('keeps every answer when one user sends several changes at once', async () => {
    const { api, userId, token } = await signedIn('parallel');
    const answers = answersOf('eeeeeeeeeeeeeee');
    const results = await Promise.all(
      answers.map((answer) => api.gql<RiskPayload>(UPDATE_RISK, { input: { userId, answers: [answer] } }, { token })),
    );
    expect(results.every((r) => r.data?.updateRisk.success)).toBe(true);
    const read = await api.gql<{ risk: Risk }>(RISK, { userId }, { token });
    expect(read.data?.risk.calculatedProfile).toBe('HIGH');
  });

  it("reads and changes nobody else's profile", async () => {
    const owner = await signedIn('owner');
    await owner.api.gql<RiskPayload>(
      UPDATE_RISK,
      { input: { userId: owner.userId, answers: answersOf('aaaaaaaaaaaaaaa') } },
      { token: owner.token },
    );
    const other = await signedIn('other');
    expect(codeOf(await other.api.gql(RISK, { userId: owner.userId }, { token: other.token }))).toBe('FORBIDDEN');
    const change = await other.api.gql(
      UPDATE_RISK,
      { input: { userId: owner.userId, selectedProfile: 'LOW_TO_MEDIUM' } },
      { token: other.token },
    );
    expect(codeOf(change)).toBe('FORBIDDEN');
    expect(codeOf(await other.api.gql(RISK, { userId: owner.userId }))).toBe('UNAUTHENTICATED');
    const read = await owner.api.gql<{ risk: Risk }>(RISK, { userId: owner.userId }, { token: owner.token });
    expect(read.data?.risk).toMatchObject({ calculatedProfile: 'LOW', selectedProfile: null });
    // An id nobody has: FORBIDDEN too, so ids cannot be probed.
    expect(codeOf(await owner.api.gql(RISK, { userId: 'no-such-user' }, { token: owner.token }))).toBe('FORBIDDEN');
  });
});
