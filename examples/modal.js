const dialog = document.getElementById('calculator-dialog');
let calculator = null;

document.getElementById('open-calculator').addEventListener('click', () => {
  calculator = CollegeCostsCalculator.mount(document.getElementById('calculator'), {
    digitalAdviceUrl: 'https://example.com/financial-plan',
    graphQLEndpoint: '/graphql',
    layout: 'flat',
  });
  dialog.showModal();
});
document.getElementById('close-calculator').addEventListener('click', () => dialog.close());
dialog.addEventListener('close', () => {
  calculator?.unmount();
  calculator = null;
});
