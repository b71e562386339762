// A React host app that mounts the widget from an effect. Built by `npm run build` into
// dist/examples/react-host.js (React bundled; the widget imported at run time from dist/).
import { createElement as h, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The widget as a React component: mount once, update on prop changes, unmount on cleanup. */
function CollegeCostsCalculator(props) {
  const element = useRef(null);
  const handle = useRef(null);
  useEffect(() => {
    let cancelled = false;
    import('/dist/college-costs.esm.js').then(({ mount }) => {
      if (!cancelled) handle.current = mount(element.current, props);
    });
    return () => {
      cancelled = true;
      handle.current?.unmount();
      handle.current = null;
    };
  }, []);
  useEffect(() => {
    handle.current?.update(props);
  }, [props.userId, props.layout]);
  return h('div', { ref: element, 'data-testid': 'react-widget' });
}

function App() {
  const [signedIn, setSignedIn] = useState(false);
  const [saved, setSaved] = useState(null);
  return h(
    'main',
    { className: 'demo' },
    h(
      'header',
      { className: 'demo-header' },
      h('h1', null, 'Your plan'),
      h('p', null, 'A React app hosting the calculator. Sign in to save the estimate as a goal.'),
      h('p', null, h('button', { type: 'button', className: 'demo-button', onClick: () => setSignedIn(!signedIn) }, signedIn ? 'Sign out' : 'Sign in as demo-user')),
      saved ? h('p', { role: 'status' }, `Saved a goal of ${saved}.`) : null,
    ),
    h(CollegeCostsCalculator, {
      digitalAdviceUrl: 'https://example.com/financial-plan',
      graphQLEndpoint: '/graphql',
      userId: signedIn ? 'demo-user' : null,
      addGoalLabel: 'Add to my plan',
      onAddGoal: (_answers, collegeCost) => setSaved(collegeCost.total.display),
    }),
  );
}

createRoot(document.getElementById('app')).render(h(App));
