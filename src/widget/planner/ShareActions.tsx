import type { FormMessages } from '../host/messages';
import type { PlannerMessages } from './planner-messages';
import type { Sharing } from './use-sharing';

export interface ShareActionsProps {
  idBase: string;
  sharing: Sharing;
  t: FormMessages & PlannerMessages;
}

/** 'Copy a link to this estimate' and 'Print this plan', with what copying came to. None of it is printed. */
export function ShareActions({ idBase, sharing: { copy, copyLink, print }, t }: ShareActionsProps) {
  return (
    <>
      <div className="ccc-actions ccc-no-print">
        <button type="button" className="ccc-button ccc-button--link" onClick={copyLink}>
          {t.copyLink}
        </button>
        <button type="button" className="ccc-button ccc-button--link" onClick={print}>
          {t.print}
        </button>
      </div>
      <div className="ccc-no-print" role="status">
        {copy.status === 'copied' ? <p className="ccc-lead">{t.linkCopied}</p> : null}
      </div>
      {copy.status === 'manual' ? (
        <div className="ccc-no-print">
          <label className="ccc-label" htmlFor={`${idBase}-plan-link`}>
            {t.linkToCopy}
          </label>
          <input
            id={`${idBase}-plan-link`}
            className="ccc-input ccc-plan-link"
            readOnly
            value={copy.url}
            ref={(element) => element?.select()}
          />
        </div>
      ) : null}
    </>
  );
}
