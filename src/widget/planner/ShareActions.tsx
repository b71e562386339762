import type { FormMessages } from '../messages';
import type { PlannerMessages } from './planner-messages';
import type { CopyState } from './use-share-link';

export interface ShareActionsProps {
  idBase: string;
  copy: CopyState;
  onCopyLink: () => void;
  onPrint: () => void;
  t: FormMessages & PlannerMessages;
}

/** 'Copy a link to this estimate' and 'Print this plan', with what copying came to. None of it is printed. */
export function ShareActions({ idBase, copy, onCopyLink, onPrint, t }: ShareActionsProps) {
  return (
    <>
      <div className="ccc-actions ccc-no-print">
        <button type="button" className="ccc-button ccc-button--link" onClick={onCopyLink}>
          {t.copyLink}
        </button>
        <button type="button" className="ccc-button ccc-button--link" onClick={onPrint}>
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
