/**
 * An information icon shows its tooltip when the pointer enters it or it takes the focus; the empty form's
 * HTML (empty-form-shell.ts) has no tooltips. When the framework takes that form over, an icon the pointer is
 * still on, or that still has the focus, is given the event it missed, so its tooltip shows as it would have
 * with the framework there. An icon left before then shows nothing.
 */
import type { RenderRoot } from '../root/render-root';

/**
 * The events go to the icon's own handlers (Tooltip.tsx), which are there as soon as the framework has drawn:
 * Floating UI's, which come later, never are at a take-over (only the icons the framework draws fetch them).
 * The pointer first, as a mouse reaches an icon before pressing it: a tooltip a hover opened stays open on a click.
 */
export function showTooltipsAskedFor(container: Element, root: RenderRoot): void {
  for (const icon of container.querySelectorAll('.ccc-tooltip-icon')) {
    if (icon.matches(':hover')) icon.dispatchEvent(new MouseEvent('pointerenter'));
    // React's onFocus is a focusin listener in preact/compat.
    if (icon === root.node.activeElement) icon.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}
