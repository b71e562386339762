/**
 * The risk questionnaire, as data: 15 questions, each with five answers ordered from the most
 * cautious (0 points) to the most adventurous (4 points). docs/risk-appointments-surveys.md
 * explains how the points become a profile (see scoring.ts).
 */

export interface RiskAnswerDefinition {
  id: string;
  text: string;
  /** 0 (most cautious) to 4 (most adventurous): the answer's position in the list. */
  points: number;
}

export interface RiskQuestionDefinition {
  id: string;
  /** 1 to 15. */
  number: number;
  text: string;
  answers: RiskAnswerDefinition[];
}

/** Each question's text and its five answers, most cautious first. */
const QUESTIONS: readonly (readonly [string, readonly [string, string, string, string, string]])[] = [
  [
    'When do you expect to need most of the money you are investing?',
    ['Within 2 years', 'In 2 to 5 years', 'In 5 to 10 years', 'In 10 to 15 years', 'In more than 15 years'],
  ],
  [
    'What matters most to you about this money?',
    [
      'Keeping it safe, even if it grows very little',
      'Mostly keeping it safe, with a little growth',
      'An even balance of safety and growth',
      'Mostly growth, accepting some losses along the way',
      'As much growth as possible, accepting large losses along the way',
    ],
  ],
  [
    'Your investment falls 20% in a year. What do you do?',
    [
      'Sell everything',
      'Sell some of it',
      'Wait and do nothing',
      'Wait, and invest more if I can',
      'Invest as much more as I can',
    ],
  ],
  [
    'How would you describe your experience of investing?',
    [
      'None',
      'Deposits and savings accounts only',
      'Some funds or pensions',
      'Funds, pensions and some shares',
      'Extensive, including shares and other assets',
    ],
  ],
  [
    'How stable do you expect your income to be over the next five years?',
    ['Very uncertain', 'Somewhat uncertain', 'Fairly stable', 'Stable', 'Very stable and likely to rise'],
  ],
  [
    'How many months of your outgoings could your savings cover if your income stopped?',
    ['Less than 1 month', '1 to 3 months', '3 to 6 months', '6 to 12 months', 'More than 12 months'],
  ],
  [
    'Which range of yearly results would you choose for your investment?',
    [
      'Between 0% and +2%',
      'Between -3% and +5%',
      'Between -8% and +10%',
      'Between -15% and +18%',
      'Between -25% and +30%',
    ],
  ],
  [
    'How do you feel when you hear the word "risk" about money?',
    ['Worry', 'Unease', 'Caution', 'Opportunity', 'Excitement'],
  ],
  [
    'What share of your savings are you investing here?',
    ['More than 75%', '50% to 75%', '25% to 50%', '10% to 25%', 'Less than 10%'],
  ],
  [
    'How often would you check the value of your investment in a falling market?',
    ['Every day', 'Every week', 'Every month', 'Every few months', 'Once a year or less'],
  ],
  [
    'How would you feel if your investment grew less than a deposit account for three years?',
    [
      'I would move it to a deposit account at once',
      'Very disappointed',
      'Disappointed, but I would stay',
      'Unconcerned, it is a long-term investment',
      'Unconcerned, and I would invest more',
    ],
  ],
  [
    'How much of a loss in one year could you accept without changing your plans?',
    ['None', 'Up to 5%', 'Up to 10%', 'Up to 20%', 'More than 20%'],
  ],
  [
    'Do you have debts other than a mortgage that you find hard to repay?',
    ['Yes, several', 'Yes, one', 'Some, but they are manageable', 'Only small ones', 'None'],
  ],
  [
    'Which describes you best when making financial decisions?',
    [
      'I avoid them if I can',
      'I take a long time and prefer safe choices',
      'I weigh things up carefully',
      'I decide fairly quickly and accept some risk',
      'I decide quickly and am comfortable with risk',
    ],
  ],
  [
    'If you could choose one investment, which would it be?',
    [
      'A deposit account',
      'A fund mostly of bonds',
      'A fund half of bonds and half of shares',
      'A fund mostly of shares',
      'A fund of shares in emerging markets',
    ],
  ],
];

export const RISK_QUESTIONNAIRE: readonly RiskQuestionDefinition[] = QUESTIONS.map(([text, answers], index) => ({
  id: `q${index + 1}`,
  number: index + 1,
  text,
  answers: answers.map((answer, points) => ({ id: `q${index + 1}${'abcde'[points]}`, text: answer, points })),
}));

export const QUESTION_COUNT = RISK_QUESTIONNAIRE.length;

const BY_ID = new Map(RISK_QUESTIONNAIRE.map((question) => [question.id, question]));

/** The question with this id, or undefined. */
export const questionById = (id: string): RiskQuestionDefinition | undefined => BY_ID.get(id);
