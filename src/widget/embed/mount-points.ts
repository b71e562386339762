/**
 * What a loader needs to find its page's mount points, shared by the classic loader (src/loader) and the
 * widget's module as its own loader (./module-snippet.ts). Kept apart from the widget's code, so the
 * classic loader stays about 1 KB.
 */

/** The global the loader and the widget's own snippet define: the command function hosts call. */
export const GLOBAL_NAME = 'CollegeCostsCalculator';
/** The elements the loader (or the widget's module as its own loader) mounts into, with options from their data-* attributes. */
export const MOUNT_SELECTOR = '#college-costs-calculator,[data-college-costs-calculator]';

/**
 * The page's mount points no loader has claimed yet, claimed now: each is mounted once, whatever the number of
 * loaders on the page (the classic loader, the module's own snippet, or both).
 */
export const claimMountPoints = (doc: Document): HTMLElement[] =>
  [...doc.querySelectorAll<HTMLElement>(MOUNT_SELECTOR)].filter(
    (element) => element.dataset.cccClaimed == null && !(element.dataset.cccClaimed = ''),
  );
