import { formatMoney } from './src/money';
import { householdRow, SEVEN_HOUSEHOLDS } from './tests/server/planning-households';
import { TODAY } from './tests/server/planning-fixtures';
for (const h of SEVEN_HOUSEHOLDS) console.log(householdRow(h, TODAY, (c) => formatMoney(c / 100)));
