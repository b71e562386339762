/**
 * Several writes sent as one statement: each but the last a part of its WITH, the last the statement
 * itself. PostgreSQL runs a statement whole or not at all, without a BEGIN and COMMIT around it, so
 * the writes are saved together in one round trip (PGlite: one statement instead of several).
 *
 * The parts run on one snapshot and do not see each other's rows; checks that run at the statement's
 * end (foreign keys, the per-user caps' triggers) see them all. So a part is a write whose effect does
 * not depend on another part's: an insert (its own row, or none ON CONFLICT DO NOTHING), never an
 * update of a row another part inserts. Parameters are numbered $1, $2, … in each part, as they are
 * sent, and renumbered here; a part may not have a quoted string of its own (a $n in it would be
 * renumbered too), nor a WITH of its own (PostgreSQL allows a WITH that writes only at the top).
 */

/** One parameterised statement ($1, $2, … in `text`). */
export interface Statement {
  text: string;
  params: readonly unknown[];
}

const PARAMETER = /\$(\d+)/g;

/** The text of `parts` as one statement, in their order; throws (a mistake in the code) on a part it cannot take. */
function oneText(parts: readonly Statement[]): string {
  const texts: string[] = [];
  let offset = 0;
  for (const part of parts) {
    if (/'|\$\$|^\s*WITH\b/i.test(part.text))
      throw new Error(`A part of one statement may have no string or WITH of its own: ${part.text}`);
    texts.push(
      part.text.trim().replace(PARAMETER, (_, n: string) => {
        if (Number(n) < 1 || Number(n) > part.params.length)
          throw new Error(`A part of one statement has no parameter $${n}: ${part.text}`);
        return `$${Number(n) + offset}`;
      }),
    );
    offset += part.params.length;
  }
  const last = texts.pop() as string;
  return `WITH ${texts.map((text, i) => `part_${i + 1} AS (${text})`).join(', ')} ${last}`;
}

/** `parts` as one statement, in their order. */
export function asOneStatement(parts: readonly Statement[]): Statement {
  if (parts.length === 0) throw new Error('No statement to send');
  if (parts.length === 1) return parts[0];
  return { text: oneText(parts), params: parts.flatMap((part) => part.params) };
}
