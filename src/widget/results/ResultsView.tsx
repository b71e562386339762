import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { COLLEGE_START_AGE, FIGURES_YEAR } from '../../assumptions';
import { NOTE_MESSAGES, assumptionNotes } from './assumption-notes';
import { fill } from '../host/fill';
import { DEFAULT_LOCALE, formatMoney } from '../../money';
import { Expandable } from '../ui/Expandable';
import { ExternalLink, type FollowedIn } from '../ui/ExternalLink';
import { FormError } from '../ui/FormError';
import { targetYear } from '../form/answers';
import { FORM_MESSAGES, type FormMessages, type Messages } from '../host/messages';
import { formatDate, todayIso } from '../host/dates';
import { RESULTS_MESSAGES, type ResultsMessages } from './results-messages';
import type { CollegeCost } from '../host/types';
import type { AddGoalOutcome } from './add-goal';
import { Stylesheet } from '../root/use-styles';
import { costRows, summaryRows } from './results-rows';
import { useAddGoal } from './use-add-goal';
import css from './results.css';

/** Adding the goal travels with the results view's chunk (only the results offer it). */
export { addGoal } from './add-goal';
export { addGoalUrl } from './add-goal-url';

export interface ResultsViewProps {
  idBase: string;
  cost: CollegeCost;
  currencySymbol: string;
  /** The add-goal line shows only for a signed-in user. */
  userId: string | null;
  addGoalLabel: string;
  /**
   * The digital advice site's address with the answers (add-goal-url.ts) when adding the goal goes there: the
   * add-goal control is then a link to it, which a parent can open in a new tab. Without it (the host's onAddGoal
   * handler adds the goal in the page) the control is a button.
   */
  addGoalHref?: string;
  /**
   * Adds the goal: 'added' when the host's onAddGoal handler has added it in the page (the widget says so),
   * 'navigating' when the browser is on its way to the digital advice site, 'opened-elsewhere' when the browser
   * opened the site in a new tab or window (`opens`: the link was followed with a modifier key or the middle
   * button). Rejects when it failed.
   */
  onAddGoal: (opens: FollowedIn) => Promise<AddGoalOutcome>;
  onMakeChange: () => void;
  onStartOver: () => void;
  /** The host's replacements for any text (the `messages` option). */
  messages?: Partial<Messages>;
  /** The locale of numbers (the `locale` option); default en-IE. Dates are written from the messages. */
  locale?: string;
  /** Shown below the SPEC content: the savings plan, when the `planner` option is on. */
  extra?: ReactNode;
  /** The page's CSP nonce (the `nonce` option), for the results' stylesheet where a <style> element carries it. */
  nonce?: string;
  /** The day the estimate was made (ISO), when it is shown again (kept-results.ts); default today. */
  madeOn?: string;
  /**
   * The headline takes the focus as the results show (after Calculate, the form the parent was in is gone); not
   * when they are shown again on a page the parent came back to, which keeps its own focus and scroll.
   */
  focusHeadline?: boolean;
}

/**
 * Makes the number format of `locale` that the results use, so the first estimate does not wait for it (the
 * first format of a locale loads its data: milliseconds). Called when the browser is idle. (Dates need none:
 * they are written from the messages, dates.ts.)
 */
export function prepareFormats(locale: string = DEFAULT_LOCALE): void {
  formatMoney(0, undefined, locale);
}

/** The estimate: headline, cost per year, what the user told us, notes, and the next steps. */
export function ResultsView(props: ResultsViewProps) {
  const { idBase, cost, currencySymbol, messages = {}, locale = DEFAULT_LOCALE, focusHeadline = true } = props;
  const t: FormMessages & ResultsMessages = { ...FORM_MESSAGES, ...RESULTS_MESSAGES, ...NOTE_MESSAGES, ...messages };
  const heading = useRef<HTMLHeadingElement>(null);
  /** The day the estimate was shown: its results and their print say so, with the year of the figures. */
  const [madeOn] = useState(() => props.madeOn ?? todayIso());
  // As the results show, not after the next frame: a press the parent makes before then (on 'Make a savings plan')
  // moves the focus on from here, and keeps it.
  useLayoutEffect(() => {
    if (focusHeadline) heading.current?.focus();
  }, []);
  const goal = useAddGoal(props.onAddGoal);
  const money = (amount: { float: number }) => formatMoney(amount.float, currencySymbol, locale);

  return (
    <div className="ccc-results">
      {/* First, so that its styles come before those of the savings plan below, which build on them. */}
      <Stylesheet text={css} nonce={props.nonce} />
      <Estimate cost={cost} t={t} money={money} heading={heading} />
      {cost.notSaved?.code === 'LIMIT_REACHED' ? <p className="ccc-not-saved">{t.notSavedAtLimit}</p> : null}
      {props.userId && goal.state !== 'added' ? <p className="ccc-lead">{t.addGoalLine}</p> : null}
      <CostTable cost={cost} t={t} money={money} />
      <p className="ccc-dated">{fill(t.datedLine, { year: FIGURES_YEAR, date: formatDate(madeOn, t, 'long') })}</p>

      <YouToldUs cost={cost} t={t} id={`${idBase}-summary`} onMakeChange={props.onMakeChange} />

      <Expandable title={t.notesAndAssumptions} items={assumptionNotes(currencySymbol, t, locale)} />
      {goal.state === 'failed' ? <FormError>{t.calculationFailed}</FormError> : null}
      {/* It takes the focus as it appears (the button it replaces had it), which reads it out. */}
      {goal.state === 'added' ? (
        <p className="ccc-goal-added" role="status" tabIndex={-1} ref={goal.added}>
          {t.goalAdded}
        </p>
      ) : null}
      <div className="ccc-actions">
        {goal.state === 'added' ? null : props.addGoalHref ? (
          // A link, so that it can be opened in a new tab: a plain click goes once analytics has heard of it.
          <ExternalLink
            id="add-goal-submit"
            href={props.addGoalHref}
            opens="this-tab"
            className="ccc-button ccc-button--primary"
            busy={goal.state === 'busy'}
            onFollow={(_href, opens) => void goal.addGoal(opens)}
          >
            {props.addGoalLabel}
          </ExternalLink>
        ) : (
          <button
            id="add-goal-submit"
            type="button"
            className="ccc-button ccc-button--primary"
            aria-busy={goal.state === 'busy' ? true : undefined}
            disabled={goal.state === 'busy'}
            onClick={() => goal.addGoal()}
          >
            {props.addGoalLabel}
          </button>
        )}
        <button
          id="start-over-submit"
          type="button"
          className="ccc-button ccc-button--link"
          onClick={props.onStartOver}
        >
          {t.startOver}
        </button>
      </div>
      {props.extra}
    </div>
  );
}

/** A part of the results: the estimate, the words, and how an amount of it is written. */
interface ResultsPartProps {
  cost: CollegeCost;
  t: FormMessages & ResultsMessages;
  money: (amount: { float: number }) => string;
}

/** The cost per year, a row for each cost the estimate counts, and the total over the course's years. */
function CostTable({ cost, t, money }: ResultsPartProps) {
  const years = { years: cost.courseDuration };
  return (
    <table className="ccc-cost-table">
      <thead>
        <tr>
          <th scope="col">{t.costPerYear}</th>
          <th scope="col" className="ccc-amount">
            {money(cost.annualCost)}
          </th>
        </tr>
      </thead>
      <tbody>
        {costRows(cost, t).map(([label, amount]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="ccc-amount">{money(amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            {fill(t.totalRow, years)}
            <span className="ccc-table-note">
              {fill(t.perYearTimesYears, { ...years, annual: money(cost.annualCost) })}
            </span>
          </th>
          <td className="ccc-amount">{money(cost.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

interface EstimateProps extends ResultsPartProps {
  /** The headline, which takes the focus as the results show. */
  heading: RefObject<HTMLHeadingElement>;
}

/** The headline: the total to save by when, what that is a month, and from now until the child starts college. */
function Estimate({ cost, t, money, heading }: EstimateProps) {
  return (
    <div aria-live="polite" className="ccc-estimate">
      <h2 className="ccc-headline" tabIndex={-1} ref={heading}>
        {fill(t.headline, { total: money(cost.total), year: targetYear(cost.targetDate) })}
      </h2>
      <p className="ccc-monthly">
        <span className="ccc-monthly-figure">{money(cost.monthlySavingsRequired)}</span>{' '}
        <span className="ccc-monthly-unit">{t.aMonth}</span>
      </p>
      <p className="ccc-lead">
        {fill(t.startLine, {
          date: formatDate(cost.targetDate, t, 'monthYear'),
          age: COLLEGE_START_AGE,
        })}
      </p>
    </div>
  );
}

interface YouToldUsProps {
  cost: CollegeCost;
  t: FormMessages & ResultsMessages;
  /** The heading's id. */
  id: string;
  onMakeChange: () => void;
}

/** What the parent told us, and 'Make a change'. */
function YouToldUs({ cost, t, id, onMakeChange }: YouToldUsProps) {
  return (
    <section className="ccc-summary" aria-labelledby={id}>
      <h3 className="ccc-summary-heading" id={id}>
        {t.youToldUs}
      </h3>
      <dl className="ccc-summary-list">
        {summaryRows(cost, t).map(([term, value], index) => (
          <div key={index}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="ccc-button ccc-button--secondary" onClick={onMakeChange}>
        {t.makeAChange}
      </button>
    </section>
  );
}
