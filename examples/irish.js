// The widget in Irish: the example message set, the Irish locale for numbers and dates, and the savings plan.
import { gaAddGoalLabel, gaMessages } from './messages-ga.js';

CollegeCostsCalculator.mount(document.getElementById('calculator'), {
  digitalAdviceUrl: 'https://example.com/financial-plan',
  graphQLEndpoint: '/graphql',
  messages: gaMessages,
  locale: 'ga-IE',
  addGoalLabel: gaAddGoalLabel,
  planner: true,
});
