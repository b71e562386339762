/**
 * Renders React elements into the test document as an app does (react-dom/client), each step inside React's
 * act() so that its effects have run when the step returns.
 */
import * as React from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

// React 19's act(), which the preact/compat types that tsconfig.json gives 'react' do not declare.
const { act } = React as unknown as { act: (step: () => void | Promise<void>) => Promise<void> };
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ReactApp {
  /** The element the app renders into. */
  container: HTMLElement;
  render(element: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

/** A React root in a fresh element of the document; `hydrate` takes over server-rendered markup with `element`. */
export async function reactApp(hydrate?: { html: string; element: ReactNode }): Promise<ReactApp> {
  const container = document.body.appendChild(document.createElement('div'));
  let root: Root | undefined;
  if (hydrate) {
    container.innerHTML = hydrate.html;
    await act(() => {
      root = hydrateRoot(container, hydrate.element);
    });
  } else root = createRoot(container);
  const app = root as Root;
  return {
    container,
    render: (element) => act(() => app.render(element)),
    unmount: () => act(() => app.unmount()),
  };
}

/** The act() of React 19, for steps that make the widget call back into React. */
export { act };
