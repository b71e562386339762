// The demo mounts the script-tag build against the reference server that serves this page.
CollegeCostsCalculator.mount(document.getElementById('college-costs-calculator'), {
  digitalAdviceUrl: 'https://example.com/financial-plan',
  graphQLEndpoint: '/graphql',
});
