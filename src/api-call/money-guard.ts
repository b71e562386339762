/** The API's Money, as far as a reader of an answer needs it (the generated MoneyFields fragment has these). */
export interface ApiMoney {
  float: number;
  string: string;
  display: string;
}

/** A Money value an answer may be shown with: its float finite, its string and display strings. */
export const isMoney = (value: unknown): value is ApiMoney => {
  const money = value as ApiMoney | null;
  return (
    typeof money === 'object' &&
    money !== null &&
    Number.isFinite(money.float) &&
    typeof money.string === 'string' &&
    typeof money.display === 'string'
  );
};
