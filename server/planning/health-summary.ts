/**
 * The health summary (docs/planning-model.md, "Health"): whether anyone in the household has
 * health insurance, whether an adult smokes, and a note for each thing the plan should address.
 */
import { CODES } from '../planning-assumptions';
import { partner, self, type Household, type PlanPerson, type PlanPersonFactfind } from './household';

export interface HealthNote {
  kind: 'INSURANCE' | 'SMOKER' | 'STATUS';
  text: string;
}

export interface HealthSummary {
  hasHealthInsurance: boolean;
  /** Whether an adult smokes; null when the factfind does not say for either. */
  smoker: boolean | null;
  notes: HealthNote[];
}

export const NO_HEALTH_INSURANCE =
  'No one in the household has health insurance: a policy pays for private hospital care.';
export const SMOKER_NOTE =
  'Smokers pay more for life cover and income protection: stopping for 12 months lowers the price.';
export const healthNote = (name: string, status: string) =>
  `${name} described their health as ${status.toLowerCase()}: tell the insurer when applying for cover.`;

const nameOf = (person: PlanPerson | null, fallback: string): string => person?.firstName ?? fallback;

export function summariseHealth(h: Household): HealthSummary {
  const answers: [PlanPersonFactfind | null | undefined, string][] = [
    [h.factfind?.user, nameOf(self(h), 'You')],
    [h.factfind?.partner, nameOf(partner(h), 'Your partner')],
  ];
  const said = answers.map(([a]) => a?.smoker).filter((s): s is boolean => typeof s === 'boolean');
  const smoker = said.length ? said.includes(true) : null;
  const hasHealthInsurance = h.policies.some((p) => p.productType === CODES.healthInsuranceProduct);
  const notes: HealthNote[] = [
    ...(hasHealthInsurance ? [] : [{ kind: 'INSURANCE' as const, text: NO_HEALTH_INSURANCE }]),
    ...(smoker ? [{ kind: 'SMOKER' as const, text: SMOKER_NOTE }] : []),
    ...answers.flatMap(([a, name]) =>
      a?.healthStatus === 'FAIR' || a?.healthStatus === 'POOR'
        ? [{ kind: 'STATUS' as const, text: healthNote(name, a.healthStatus) }]
        : [],
    ),
  ];
  return { hasHealthInsurance, smoker, notes };
}
