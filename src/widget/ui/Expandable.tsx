import { useState } from 'react';
import { useUniqueId } from './unique-id';

export interface ExpandableProps {
  title: string;
  items: readonly string[];
  /** Open at first; default closed. */
  initiallyOpen?: boolean;
}

/** An expandable section: a button with aria-expanded that shows or hides a bullet list. */
export function Expandable({ title, items, initiallyOpen = false }: ExpandableProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useUniqueId('ccc-section');
  return (
    <section className="ccc-expandable">
      <h3 className="ccc-expandable-heading">
        <button
          type="button"
          className="ccc-expandable-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          <span className={`ccc-chevron${open ? ' ccc-chevron--up' : ''}`} aria-hidden="true" />
          {title}
        </button>
      </h3>
      <ul id={id} className="ccc-expandable-list" hidden={!open}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
