import { useRef } from 'react';

export interface KeepFocus {
  /** At the form's submit: whether the focus was in the form. */
  noteFocus: (form: HTMLFormElement) => void;
  /** The spinner's elementRef: it takes the focus as it appears. */
  spinnerRef: (element: HTMLDivElement | null) => void;
  /** The submit button's ref: it takes the focus back once the call is over. */
  buttonRef: (element: HTMLButtonElement | null) => void;
}

/**
 * A keyboard user's focus through a call: the focus was in the form when the call started, so it stays on
 * the spinner while the call runs, then goes to the submit button. `running` says whether the call runs.
 */
export function useKeepFocus(running: () => boolean): KeepFocus {
  const keepFocus = useRef(false);
  return {
    noteFocus: (form) => {
      const focused = (form.getRootNode() as Document | ShadowRoot).activeElement;
      keepFocus.current = !!focused && form.contains(focused);
    },
    spinnerRef: (element) => {
      if (element && keepFocus.current) element.focus();
    },
    buttonRef: (element) => {
      // (Not while a call runs: the spinner, about to replace the button, takes the focus then.)
      if (element && keepFocus.current && !running()) {
        keepFocus.current = false;
        element.focus();
      }
    },
  };
}
