/**
 * The host pages the widget is shown in: a page behind the floating card, a modal for the flat layout,
 * a right-to-left page, a column of a given width, and a page zoomed to 200 %.
 */
import type { ReactNode } from 'react';

const page = { background: '#eef1f3', padding: '32px 16px', fontFamily: 'Georgia, serif', color: '#1d2b36' } as const;

/** A host page: its own heading and text, the widget below. */
export function HostPage({ children, title = 'Plan for college' }: { children: ReactNode; title?: string }) {
  return (
    <main style={page}>
      <h1 style={{ margin: '0 0 8px', fontSize: '28px' }}>{title}</h1>
      <p style={{ margin: '0 0 24px' }}>Find out what your child's third-level education could cost.</p>
      {children}
    </main>
  );
}

/** The modal a host opens for the flat layout: the dialog gives the card and the one inset. */
export function ModalFrame({ children, width = 560 }: { children: ReactNode; width?: number }) {
  return (
    <div
      style={{ background: 'rgba(16, 24, 40, 0.55)', padding: '24px 8px', minHeight: '100vh', boxSizing: 'border-box' }}
    >
      <dialog
        open
        aria-labelledby="story-dialog-title"
        style={{
          position: 'static',
          display: 'block',
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: `${width}px`,
          margin: '0 auto',
          padding: '24px',
          border: 0,
          borderRadius: '12px',
          background: '#fff',
          boxShadow: '0 16px 48px rgba(16, 24, 40, 0.3)',
        }}
      >
        <h2
          id="story-dialog-title"
          style={{ margin: '0 0 16px', fontFamily: 'system-ui, sans-serif', fontSize: '20px' }}
        >
          College cost calculator
        </h2>
        {children}
      </dialog>
    </div>
  );
}

/** A host page written right to left (Arabic); the widget inside stays left-to-right English. */
export function RightToLeftPage({ children }: { children: ReactNode }) {
  return (
    <main dir="rtl" lang="ar" style={page}>
      <h1 style={{ margin: '0 0 8px', fontSize: '28px' }}>خطط للجامعة</h1>
      <p style={{ margin: '0 0 24px' }}>اكتشف تكلفة التعليم الجامعي لطفلك.</p>
      {children}
    </main>
  );
}

/** The attribute on a frame of fixed width; the story tests check nothing overflows it. */
export const FRAME_ATTRIBUTE = 'data-story-frame';

/** A column exactly `width` CSS pixels wide, as on a phone of that width. */
export function WidthFrame({ width, children }: { width: number; children: ReactNode }) {
  return (
    <div
      {...{ [FRAME_ATTRIBUTE]: String(width) }}
      style={{ width: `${width}px`, background: '#eef1f3', padding: 0, overflow: 'visible' }}
    >
      {children}
    </div>
  );
}

/**
 * A page zoomed to 200 %: a 1280 px screen shows 640 CSS pixels, each drawn twice the size
 * (CSS zoom lays the widget out at 640 px, as the browser's own zoom does).
 */
export function ZoomedPage({ children }: { children: ReactNode }) {
  return (
    <div style={{ zoom: 2 }}>
      <WidthFrame width={640}>{children}</WidthFrame>
    </div>
  );
}
