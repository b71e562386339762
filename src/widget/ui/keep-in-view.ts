/**
 * Scrolls a dropdown's list, and only the list, so that the highlighted option is in view: the nearest edge,
 * and only when needed (what downshift's default does with compute-scroll-into-view, in a few lines). The
 * list is positioned, so it is its options' offsetParent.
 */
export function keepInView(option: HTMLElement | null | undefined, list: HTMLElement | null | undefined): void {
  if (!option || !list) return;
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
