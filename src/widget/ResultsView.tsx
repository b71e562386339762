import { useEffect, useRef, useState } from 'react';
import { COLLEGE_START_AGE } from '../assumptions';
import { assumptionNotes } from '../assumption-notes';
import { formatMoney } from '../money';
import { Expandable } from './ui/Expandable';
import { includeLine } from './include-choices';
import { answersFromCollegeCost, targetYear } from './answers';
import {
  A_MONTH, ACCOMMODATION_LABEL, ADD_GOAL_LINE, CALCULATION_FAILED, COST_PER_YEAR, ELIGIBLE, MAKE_A_CHANGE,
  NOT_ELIGIBLE, NOTES_AND_ASSUMPTIONS, START_OVER, YOU_TOLD_US, courseDurationLabel, headline, perYearTimesYears,
  startLine, totalRowLabel,
} from './labels';
import type { CollegeCost } from './types';

/** The add-goal address travels with the results view's chunk (the form does not need it). */
export { addGoalUrl } from './add-goal-url';

export interface ResultsViewProps {
  idBase: string;
  cost: CollegeCost;
  currencySymbol: string;
  /** The add-goal line shows only for a signed-in user. */
  userId: string | null;
  addGoalLabel: string;
  onAddGoal: () => void | Promise<unknown>;
  onMakeChange: () => void;
  onStartOver: () => void;
}

const ageText = (age: number): string => `${age} ${age === 1 ? 'year' : 'years'} old`;

/** The estimate: headline, cost per year, what the user told us, notes, and the next steps. */
export function ResultsView({
  idBase, cost, currencySymbol, userId, addGoalLabel, onAddGoal, onMakeChange, onStartOver,
}: ResultsViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [addGoalState, setAddGoalState] = useState<'idle' | 'busy' | 'failed'>('idle');
  useEffect(() => heading.current?.focus(), []);

  const money = (amount: { float: number }) => formatMoney(amount.float, currencySymbol);
  const answers = answersFromCollegeCost(cost);
  const showAccommodation = cost.whatToInclude.includes('ACCOMMODATION') && cost.accommodationType !== 'HOME';
  const showOther = cost.whatToInclude.includes('OTHER_EXPENSES');
  const summaryId = `${idBase}-summary`;

  const addGoal = async () => {
    setAddGoalState('busy');
    try {
      await onAddGoal();
      setAddGoalState('idle');
    } catch {
      setAddGoalState('failed');
    }
  };

  return (
    <div className="ccc-results">
      <div aria-live="polite" className="ccc-estimate">
        <h2 className="ccc-headline" tabIndex={-1} ref={heading}>
          {headline(money(cost.total), targetYear(cost.targetDate))}
        </h2>
        <p className="ccc-monthly">
          <span className="ccc-monthly-figure">{money(cost.monthlySavingsRequired)}</span>{' '}
          <span className="ccc-monthly-unit">{A_MONTH}</span>
        </p>
        <p className="ccc-lead">{startLine(cost.targetDate, COLLEGE_START_AGE)}</p>
      </div>
      {userId ? <p className="ccc-lead">{ADD_GOAL_LINE}</p> : null}

      <table className="ccc-cost-table">
        <thead>
          <tr>
            <th scope="col">{COST_PER_YEAR}</th>
            <th scope="col" className="ccc-amount">
              {money(cost.annualCost)}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Fees</th>
            <td className="ccc-amount">{money(cost.fees)}</td>
          </tr>
          {showAccommodation ? (
            <tr>
              <th scope="row">Accommodation</th>
              <td className="ccc-amount">{money(cost.accommodationCost)}</td>
            </tr>
          ) : null}
          {showOther ? (
            <tr>
              <th scope="row">Other expenses</th>
              <td className="ccc-amount">{money(cost.otherExpenses)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              {totalRowLabel(cost.courseDuration)}
              <span className="ccc-table-note">{perYearTimesYears(money(cost.annualCost), cost.courseDuration)}</span>
            </th>
            <td className="ccc-amount">{money(cost.total)}</td>
          </tr>
        </tfoot>
      </table>

      <section className="ccc-summary" aria-labelledby={summaryId}>
        <h3 className="ccc-summary-heading" id={summaryId}>
          {YOU_TOLD_US}
        </h3>
        <dl className="ccc-summary-list">
          <div>
            <dt>Age of child</dt>
            <dd>{ageText(cost.ageOfChild)}</dd>
          </div>
          <div>
            <dt>Course length</dt>
            <dd>{courseDurationLabel(cost.courseDuration)}</dd>
          </div>
          <div>
            <dt>Free fees</dt>
            <dd>{cost.eligibleForFreeTuitionFees ? ELIGIBLE : NOT_ELIGIBLE}</dd>
          </div>
          <div>
            <dt>Accommodation</dt>
            <dd>{ACCOMMODATION_LABEL[cost.accommodationType]}</dd>
          </div>
          <div>
            <dt>Include</dt>
            <dd>{includeLine(answers.costsInclude, cost.accommodationType)}</dd>
          </div>
        </dl>
        <button type="button" className="ccc-button ccc-button--secondary" onClick={onMakeChange}>
          {MAKE_A_CHANGE}
        </button>
      </section>

      <Expandable title={NOTES_AND_ASSUMPTIONS} items={assumptionNotes(currencySymbol)} />

      {addGoalState === 'failed' ? (
        <p className="ccc-form-error" role="alert">
          {CALCULATION_FAILED}
        </p>
      ) : null}
      <div className="ccc-actions">
        <button
          id="add-goal-submit"
          type="button"
          className="ccc-button ccc-button--primary"
          aria-busy={addGoalState === 'busy' ? true : undefined}
          disabled={addGoalState === 'busy'}
          onClick={addGoal}
        >
          {addGoalLabel}
        </button>
        <button id="start-over-submit" type="button" className="ccc-button ccc-button--link" onClick={onStartOver}>
          {START_OVER}
        </button>
      </div>
    </div>
  );
}
