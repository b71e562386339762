// `npm run deps:pending`: every rule of .dependency-cruiser.mjs, the layer rules not yet switched on included.
import config from './.dependency-cruiser.mjs';

export default {
  ...config,
  forbidden: config.forbidden.map((rule) => (rule.severity === 'ignore' ? { ...rule, severity: 'error' } : rule)),
};
