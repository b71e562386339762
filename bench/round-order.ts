/**
 * The order in which an interleaved bench loads its runs in each round (bench/server.ts): turned by
 * one place each round, and backwards every other round, so that no run always goes first, last or
 * just after the same one. Where a run fell in the round moved its CPU per request by up to 7 %: our
 * server measured against the same code bundled a second time (SERVER_BEFORE_BUNDLE), that one always
 * loaded last in the round, came out 7 % apart in the same run.
 *   roundOrder(['a', 'b', 'c'], 0) → a b c    1 → a c b    2 → c a b    3 → c b a
 */
export function roundOrder<T>(runs: readonly T[], round: number): T[] {
  const turn = runs.length ? round % runs.length : 0;
  const turned = [...runs.slice(turn), ...runs.slice(0, turn)];
  return round % 2 ? turned.reverse() : turned;
}
