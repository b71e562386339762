import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
import { useAddGoal, type AddGoalControl } from './use-add-goal';
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
export function ResultsView({
  idBase,
  cost,
  currencySymbol,
  userId,
  addGoalLabel,
  addGoalHref,
  onAddGoal,
  onMakeChange,
  onStartOver,
  messages = {},
  locale = DEFAULT_LOCALE,
  extra,
  nonce,
  madeOn: madeOnGiven,
  focusHeadline = true,
}: ResultsViewProps) {
  const t: FormMessages & ResultsMessages = { ...FORM_MESSAGES, ...RESULTS_MESSAGES, ...NOTE_MESSAGES, ...messages };
  const heading = useRef<HTMLHeadingElement>(null);
  /** The day the estimate was shown: its results and their print say so, with the year of the figures. */
  const [madeOn] = useState(() => madeOnGiven ?? todayIso());
  // As the results show, not after the next frame: a press the parent makes before then (on 'Make a savings plan')
  // moves the focus on from here, and keeps it.
  useLayoutEffect(() => {
    if (focusHeadline) heading.current?.focus();
  }, []);
  const goal = useAddGoal(onAddGoal);
  const money = (amount: { float: number }) => formatMoney(amount.float, currencySymbol, locale);
  const summaryId = `${idBase}-summary`;

  return (
    <div className="ccc-results">
      {/* First, so that its styles come before those of the savings plan below, which build on them. */}
      <Stylesheet text={css} nonce={nonce} />
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
      {cost.notSaved?.code === 'LIMIT_REACHED' ? <p className="ccc-not-saved">{t.notSavedAtLimit}</p> : null}
      {userId && goal.state !== 'added' ? <p className="ccc-lead">{t.addGoalLine}</p> : null}
      <CostTable cost={cost} t={t} money={money} />
      <p className="ccc-dated">{fill(t.datedLine, { year: FIGURES_YEAR, date: formatDate(madeOn, t, 'long') })}</p>

      <section className="ccc-summary" aria-labelledby={summaryId}>
        <h3 className="ccc-summary-heading" id={summaryId}>
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

      <Expandable title={t.notesAndAssumptions} items={assumptionNotes(currencySymbol, t, locale)} />
      <GoalActions goal={goal} href={addGoalHref} label={addGoalLabel} t={t} onStartOver={onStartOver} />
      {extra}
    </div>
  );
}

/** The cost per year, a row for each cost the estimate counts, and the total over the course's years. */
function CostTable({
  cost,
  t,
  money,
}: {
  cost: CollegeCost;
  t: ResultsMessages;
  money: (amount: { float: number }) => string;
}) {
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

interface GoalActionsProps {
  goal: AddGoalControl;
  /** The digital advice site's address with the answers, when the control is a link to it (ResultsViewProps). */
  href: string | undefined;
  label: string;
  t: FormMessages & ResultsMessages;
  onStartOver: () => void;
}

/** The next steps: add the goal (then the confirmation, or the error line when it failed), and 'Start over'. */
function GoalActions({ goal: { state, addGoal, added }, href, label, t, onStartOver }: GoalActionsProps) {
  const className = 'ccc-button ccc-button--primary';
  return (
    <>
      {state === 'failed' ? <FormError>{t.calculationFailed}</FormError> : null}
      {/* It takes the focus as it appears (the button it replaces had it), which reads it out. */}
      {state === 'added' ? (
        <p className="ccc-goal-added" role="status" tabIndex={-1} ref={added}>
          {t.goalAdded}
        </p>
      ) : null}
      <div className="ccc-actions">
        {state === 'added' ? null : href ? (
          // A link, so that it can be opened in a new tab: a plain click goes once analytics has heard of it.
          <ExternalLink
            id="add-goal-submit"
            href={href}
            opens="this-tab"
            className={className}
            busy={state === 'busy'}
            onFollow={(_href, opens) => void addGoal(opens)}
          >
            {label}
          </ExternalLink>
        ) : (
          <button
            id="add-goal-submit"
            type="button"
            className={className}
            aria-busy={state === 'busy' ? true : undefined}
            disabled={state === 'busy'}
            onClick={() => addGoal()}
          >
            {label}
          </button>
        )}
        <button id="start-over-submit" type="button" className="ccc-button ccc-button--link" onClick={onStartOver}>
          {t.startOver}
        </button>
      </div>
    </>
  );
}
