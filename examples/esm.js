// What an npm user writes: `import { mount } from 'college-costs-calculator'` (served here from dist/).
import { mount } from '/dist/college-costs.esm.js';

mount(document.getElementById('calculator'), {
  digitalAdviceUrl: 'https://example.com/financial-plan',
  graphQLEndpoint: '/graphql',
  currencySymbol: '€',
  analytics: (event) => console.info('analytics', event.name, event.properties ?? {}),
});
