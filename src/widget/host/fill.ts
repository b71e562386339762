/** Puts values into a message's `{name}` places: fill('{amount} a month', { amount: '€300' }) → '€300 a month'. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
