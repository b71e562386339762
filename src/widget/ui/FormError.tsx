import type { ReactNode } from 'react';

/** A form's error line (a failed call, say): announced as it appears, styled as an error. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className="ccc-form-error" role="alert">
      {children}
    </p>
  );
}
