/**
 * Runs `task` in the task after the browser's next frame: once what is on the page now has been painted, so the
 * task's work does not hold up that paint. At once where there are no frames (no requestAnimationFrame).
 */
export function afterPaint(win: Window | null | undefined, task: () => void): void {
  if (win?.requestAnimationFrame) win.requestAnimationFrame(() => setTimeout(task));
  else task();
}
