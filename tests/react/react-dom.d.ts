/**
 * The few react-dom APIs the component's tests use. tsconfig.json types 'react' as preact/compat (the
 * widget's code is compiled against it) and @types/react-dom is not installed, so they are declared here;
 * the package test type-checks the built component against React's own types.
 */
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
  export function hydrateRoot(container: Element, children: ReactNode): Root;
}

declare module 'react-dom/server' {
  import type { ReactNode } from 'react';
  export function renderToString(children: ReactNode): string;
}
