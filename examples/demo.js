// The demo mounts the script-tag build against the reference server that serves this page.
CollegeCostsCalculator.mount(document.getElementById('college-costs-calculator'), {
  digitalAdviceUrl: 'https://example.com/financial-plan',
  graphQLEndpoint: '/graphql',
  // 'Make a savings plan' and 'Copy a link to this estimate' under the results (README "Savings plan").
  planner: true,
});
