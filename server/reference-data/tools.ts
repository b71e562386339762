/**
 * The tools a user can subscribe to (`tools`, `suggestedTools`, `subscribeToTool`): the catalogue
 * the reference server ships. Each tool is a part of this product that the planning API serves;
 * `url` is where it opens, null for those a planning app shows on its own pages. A deployment
 * replaces the catalogue with the server option `referenceData: { tools }` (README, "Reference
 * data"). Ids are stable: subscriptions are stored by id.
 */
export interface ToolEntry {
  id: string;
  name: string;
  description: string;
  url: string | null;
  /** The planning API operations the tool is made of (documentation; not served). */
  operations: readonly string[];
}

export const TOOLS: readonly ToolEntry[] = [
  {
    id: 'college-costs',
    name: 'College-cost calculator',
    description:
      "Estimate what your child's third-level education will cost and the monthly saving it needs, and add it to your plan as a goal.",
    url: '/',
    operations: ['updateCollegeCosts', 'collegeCosts', 'updateGoal'],
  },
  {
    id: 'risk-profile',
    name: 'Risk profile',
    description: 'Answer 15 questions to find how much investment risk suits you.',
    url: null,
    operations: ['risk', 'updateRisk'],
  },
  {
    id: 'wealth-projection',
    name: 'Wealth projection',
    description: 'See your wealth now and projected to your retirement, with each goal on its date.',
    url: null,
    operations: ['planGraph'],
  },
  {
    id: 'emergency-fund',
    name: 'Emergency fund check',
    description: 'See how many months of outgoings your accessible savings would cover.',
    url: null,
    operations: ['plan'],
  },
  {
    id: 'adviser-appointment',
    name: 'Talk to an adviser',
    description: 'Book a free appointment with a financial adviser at a time that suits you.',
    url: null,
    operations: ['availableAppointmentDays', 'availableAppointments', 'bookAppointment'],
  },
];
