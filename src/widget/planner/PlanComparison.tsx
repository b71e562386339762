/**
 * Plan A and plan B side by side: the difference in what each asks a month in one sentence, then a table of
 * three columns (what, plan A, plan B) whose figures are right-aligned in tabular numbers, the answers that
 * differ marked 'Changed'; then 'Keep plan A' and 'Keep plan B'. The rows are plan-comparison.ts's. Where three
 * columns do not fit (a phone), planner.css puts each row's label on a line of its own above its two figures, which
 * stay in two aligned columns under 'Plan A' and 'Plan B'. The roles are written out because Chromium stops
 * treating a table as one once CSS changes the `display` of its parts. The table prints; the buttons do not.
 */
import type { Ref } from 'react';
import { useStyles } from '../root/use-styles';
import type { FormMessages } from '../host/messages';
import { COMPARISON_MESSAGES, type ComparisonTexts } from './comparison-messages';
import { comparePlans, type ComparisonFormat, type ComparisonRow } from './plan-comparison';
import type { PlannerMessages } from './planner-messages';
import type { MadePlan } from './use-plan-request';
import css from './plan-comparison.css';

export interface PlanComparisonProps extends ComparisonFormat {
  a: MadePlan;
  b: MadePlan;
  /** The section's texts, with the host's own for the comparison's where given (the English comes with it). */
  t: FormMessages & PlannerMessages & Partial<ComparisonTexts>;
  /** The page's CSP nonce (the `nonce` option), for the comparison's styles. */
  nonce: string | undefined;
  /** The widget's id prefix: the comparison's heading is `<idBase>-plan-comparison`. */
  idBase: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** 'Keep plan A' or 'Keep plan B' pressed. */
  onKeep: (plan: 'a' | 'b') => void;
}

export function PlanComparison(props: PlanComparisonProps) {
  const { a, b, money, date, percent, idBase, headingRef, onKeep } = props;
  useStyles(css, props.nonce);
  const t = { ...COMPARISON_MESSAGES, ...props.t };
  const { words, figures, answers, sameAnswers } = comparePlans(a, b, { money, date, percent }, t);
  const id = `${idBase}-plan-comparison`;
  const group = (heading: string, rows: ComparisonRow[]) => (
    <tbody role="rowgroup">
      <tr role="row" className="ccc-plans-group">
        <th role="rowheader" scope="rowgroup" colSpan={3}>
          {heading}
        </th>
      </tr>
      {rows.map((row) => (
        <tr role="row" key={row.name} className={row.changed ? 'ccc-plans-row--changed' : undefined}>
          <th role="rowheader" scope="row">
            {row.label}
            {row.changed ? (
              <>
                {' '}
                <span className="ccc-plans-changed">{t.changed}</span>
              </>
            ) : null}
          </th>
          <td role="cell" className="ccc-amount">
            {row.a}
          </td>
          <td role="cell" className="ccc-amount">
            {row.b}
          </td>
        </tr>
      ))}
    </tbody>
  );
  return (
    <section className="ccc-plans" aria-labelledby={id}>
      <h3 className="ccc-plan-heading" id={id} tabIndex={-1} ref={headingRef} aria-describedby={`${id}-words`}>
        {t.compareHeading}
      </h3>
      <p className="ccc-plans-words" id={`${id}-words`}>
        {words}
      </p>
      {sameAnswers ? <p className="ccc-plans-same">{t.compareSameAnswers}</p> : null}
      <table role="table" className="ccc-cost-table ccc-plans-table" aria-labelledby={`${id}-caption`}>
        <caption id={`${id}-caption`}>{t.compareCaption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <td role="cell" />
            <th role="columnheader" scope="col" className="ccc-amount">
              {t.planA}
            </th>
            <th role="columnheader" scope="col" className="ccc-amount">
              {t.planB}
            </th>
          </tr>
        </thead>
        {group(t.compareFigures, figures)}
        {group(t.compareAnswers, answers)}
      </table>
      <div className="ccc-plans-keep ccc-no-print">
        <button type="button" className="ccc-button ccc-button--secondary" onClick={() => onKeep('a')}>
          {t.keepPlanA}
        </button>
        <button type="button" className="ccc-button ccc-button--secondary" onClick={() => onKeep('b')}>
          {t.keepPlanB}
        </button>
      </div>
    </section>
  );
}
