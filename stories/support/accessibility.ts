/** axe-core's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA: the Accessibility panel and the story tests run these. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
