// A React planning app hosting the calculator: the signed-in parent's whole journey.
//   Sign in (a dev token from the reference server's POST /dev/sign-in) → calculate (the widget sends the
//   token in the auth-token header; the server saves the calculation) → 'Add to my plan' (the planning client
//   sends UpdateGoal with the calculation's id) → the page lists the saved calculation and the goal, and the
//   'My plan' panel (GetPlan and GetPlanGraph, watched) shows the plan and the projection with the goal in it:
//   the client refreshes both after UpdateGoal by itself (SPEC §4), the page asks for nothing.
// 'My plan' shows each goal with the monthly saving the plan puts towards it (while the factfind is incomplete, the
// saving the goal needs, which for the calculator's goal is the widget's own monthly figure) and the wealth path, in
// today's euros, with the goal paid on its date from what was saved for it.
// Built by `npm run build` into dist/examples/react-host.js (React and the planning client bundled; the widget
// imported at run time from dist/).
import { createElement as h, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createPlanningClient,
  GetCollegeCostsPageDocument,
  GetGoalsPageDocument,
  GetPlanDocument,
  GetPlanGraphDocument,
  readAllPages,
  toPlanningError,
  UpdateGoalDocument,
} from '../../src/client/index.ts';

const DEMO_USER = { userId: 'demo-parent', name: 'Demo Parent' };

/** Asks the reference server for a development token (only a server that trusts its dev key offers this). */
async function signIn() {
  const response = await fetch('/dev/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  if (!response.ok) throw new Error(`Sign-in failed: HTTP ${response.status}`);
  return response.json();
}

/** The widget as a React component: mounted once, updated when its props change, unmounted on cleanup. */
function CollegeCostsCalculator({ onCalculated, ...options }) {
  const element = useRef(null);
  const handle = useRef(null);
  const latest = useRef({ options, onCalculated });
  latest.current = { options, onCalculated };
  useEffect(() => {
    let cancelled = false;
    import('/dist/college-costs.esm.js').then(({ mount }) => {
      if (cancelled) return;
      handle.current = mount(element.current, latest.current.options);
      handle.current.on('calculated', (detail) => latest.current.onCalculated?.(detail));
    });
    return () => {
      cancelled = true;
      handle.current?.unmount();
      handle.current = null;
    };
  }, []);
  useEffect(() => {
    handle.current?.update(options);
  }, [options.userId, options.authToken, options.onAddGoal, options.addGoalLabel]);
  return h('div', { ref: element, 'data-testid': 'react-widget' });
}

function SavedPlan({ collegeCosts, goals }) {
  return h(
    'section',
    { className: 'demo-panel', 'aria-labelledby': 'saved-heading' },
    h('h2', { id: 'saved-heading' }, 'Saved in your plan'),
    h('p', null, `Saved calculations: ${collegeCosts.length}`),
    goals.length
      ? h(
          'ul',
          { 'aria-label': 'Your goals' },
          goals.map((goal) =>
            h(
              'li',
              { key: goal.id },
              `${goal.name}: ${goal.valueToSave.display} by ${goal.targetDate?.slice(0, 4) ?? 'a date to choose'}`,
            ),
          ),
        )
      : h('p', null, 'No goals yet. Calculate, then add the estimate to your plan.'),
  );
}

/** Watches a query: its latest answer, sent again whenever the client's cache rules refresh it. */
function useWatchedQuery(client, document, variables) {
  const [result, setResult] = useState(null);
  const key = JSON.stringify(variables);
  useEffect(() => {
    setResult(null);
    if (!client) return undefined;
    const subscription = client.query(document, variables).subscribe(setResult);
    return () => subscription.unsubscribe();
  }, [client, document, key]);
  return result;
}

const longDate = (iso) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** An amount of money, kept on one line (never broken after its minus sign). */
const amount = (money) => h('span', { className: 'demo-amount' }, money.display);

/** The plan and the plan graph: what is still missing, the monthly amount and first steps, and the projection. */
function MyPlan({ client, userId }) {
  const plan = useWatchedQuery(client, GetPlanDocument, { userId });
  const graph = useWatchedQuery(client, GetPlanGraphDocument, { userId });
  const error = plan?.error ?? graph?.error;
  const body = error
    ? [h('p', { key: 'error', role: 'alert' }, `Could not load your plan: ${toPlanningError(error).message}`)]
    : !plan?.data || !graph?.data
      ? [h('p', { key: 'loading' }, 'Loading your plan…')]
      : planBody(plan.data.plan, graph.data.planGraph);
  return h(
    'section',
    { className: 'demo-panel demo-plan', 'aria-labelledby': 'plan-heading' },
    h('h2', { id: 'plan-heading' }, 'My plan'),
    ...body,
  );
}

/** What the plan makes of the household's month (plan.budget): within its means, always. */
function budgetLine(plan) {
  const budget = plan.budget;
  if (!budget || budget.shortfall.float === 0)
    return `Your plan puts ${plan.monthlyAllocationAmount.display} a month to work. First steps:`;
  if (budget.disposableIncome.float <= 0)
    return 'Your outgoings take all of your income after tax, so the plan starts with your budget. First steps:';
  return `You have ${budget.disposableIncome.display} a month to spare after tax and outgoings; your plan puts it all to work, ${budget.shortfall.display} a month short of what everything needs. First steps:`;
}

/** Each goal on the plan's path: what it saves a month and whether that reaches the goal by its date. */
function goalLine(onPath) {
  const { goal, monthlySaving, savedByDate, shortfall } = onPath;
  const by = goal.targetDate ? ` by ${longDate(goal.targetDate)}` : '';
  // The plan's amounts are in today's euros: the saving rises with prices each year, as the cost does.
  if (onPath.onTrack)
    return `${goal.name}: saving ${monthlySaving.display} a month, raised with prices each year, gives you ${goal.valueToSave.display} in today's money${by}. On track.`;
  return `${goal.name}: saving ${monthlySaving.display} a month, raised with prices each year, gives you ${savedByDate.display} in today's money${by}, ${shortfall.display} short.`;
}

function planBody(plan, graph) {
  const steps = plan.recommendationGroups.filter((group) => group.recommendations.length > 0);
  const largest = Math.max(1, ...graph.points.map((point) => Math.abs(point.amount.float)));
  const last = graph.points.at(-1);
  return [
    graph.goals.length
      ? h(
          'ul',
          { key: 'goals', 'aria-label': 'Your goals on your plan' },
          graph.goals.map((onPath) => h('li', { key: onPath.goal.id }, goalLine(onPath))),
        )
      : null,
    plan.factfindErrors.length
      ? h(
          'div',
          { key: 'missing' },
          h(
            'p',
            null,
            graph.goals.length
              ? 'This assumes you save what each goal needs. To check that it fits your budget, we still need:'
              : 'Before we can make your plan, we need:',
          ),
          h(
            'ul',
            { 'aria-label': 'What your plan still needs' },
            plan.factfindErrors.map((e, i) => h('li', { key: i }, e.message)),
          ),
        )
      : h(
          'div',
          { key: 'steps' },
          h('p', null, budgetLine(plan)),
          h(
            'ol',
            { 'aria-label': 'First steps' },
            steps.map((group) => h('li', { key: group.id }, `${group.title}: ${group.recommendations[0].title}`)),
          ),
        ),
    h(
      'p',
      { key: 'wealth', className: 'demo-plan-wealth' },
      "Your wealth, in today's euros: ",
      amount(graph.currentWealth),
      ' today, ',
      amount(graph.finalWealth),
      ` on ${longDate(last.date)}${last.goal ? `, once ${last.goal.name} is paid` : ''}.`,
    ),
    h(
      'table',
      { key: 'projection', className: 'demo-projection' },
      h('caption', null, "Projected wealth, in today's euros"),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', { scope: 'col' }, 'Date'),
          h('th', { scope: 'col' }, 'Wealth'),
          h('th', { scope: 'col' }, 'Goal'),
        ),
      ),
      h(
        'tbody',
        null,
        graph.points.map((point, index) =>
          h(
            'tr',
            { key: `${point.date}-${index}` },
            h('td', null, longDate(point.date)),
            h(
              'td',
              null,
              amount(point.amount),
              h('span', {
                className: point.amount.float < 0 ? 'demo-bar demo-bar-negative' : 'demo-bar',
                'aria-hidden': 'true',
                style: { inlineSize: `${Math.round((Math.abs(point.amount.float) / largest) * 100)}%` },
              }),
            ),
            h(
              'td',
              null,
              point.goal
                ? point.goalShortfall && point.goalShortfall.float > 0
                  ? [`${point.goal.name}: paid `, amount(point.goalsPaid), ', short ', amount(point.goalShortfall)]
                  : [`${point.goal.name}: paid `, amount(point.goalsPaid)]
                : '',
            ),
          ),
        ),
      ),
    ),
  ];
}

function App() {
  const [session, setSession] = useState(null);
  const [status, setStatus] = useState('');
  const [saved, setSaved] = useState({ collegeCosts: [], goals: [] });
  const token = useRef(null);
  token.current = session?.token ?? null;

  // The planning client is rebuilt, with an empty cache, when the sign-in state changes (SPEC §6).
  const client = useMemo(
    () =>
      session &&
      createPlanningClient({
        url: '/graphql',
        getToken: () => token.current,
        refreshToken: async () => {
          const next = await signIn();
          token.current = next.token;
          setSession(next);
        },
        logout: () => setSession(null),
      }),
    [session?.userId],
  );

  const refresh = async () => {
    if (!client) return;
    const options = { requestPolicy: 'network-only' };
    const variables = { userId: session.userId };
    // Every page of both lists: each page says whether another follows (readAllPages stops on the last).
    try {
      const [collegeCosts, goals] = await Promise.all([
        readAllPages(client, GetCollegeCostsPageDocument, variables, (data) => data.collegeCostsPage, options),
        readAllPages(client, GetGoalsPageDocument, variables, (data) => data.goalsPage, options),
      ]);
      setSaved({ collegeCosts, goals });
    } catch (error) {
      setStatus(`Could not load your plan: ${error.message}`);
    }
  };
  useEffect(() => {
    if (client) void refresh();
    else setSaved({ collegeCosts: [], goals: [] });
  }, [client]);

  // Stable callbacks, so the widget is updated only when the session changes.
  const authToken = useMemo(() => () => token.current, []);
  const onAddGoal = useMemo(
    () =>
      session
        ? async (_answers, collegeCost) => {
            const result = await client
              .mutation(UpdateGoalDocument, {
                goalId: null,
                goal: { userId: session.userId, collegeCostId: collegeCost.id, name: 'College for our child' },
              })
              .toPromise();
            const payload = result.data?.updateGoal;
            if (result.error || !payload?.success) {
              throw result.error
                ? toPlanningError(result.error)
                : new Error(payload?.error?.message ?? 'The goal was not saved');
            }
            setStatus(`Added a goal of ${payload.goal.valueToSave.display} to your plan.`);
            await refresh();
          }
        : undefined,
    [session?.userId, client],
  );

  return h(
    'main',
    { className: 'demo' },
    h(
      'header',
      { className: 'demo-header' },
      h('h1', null, 'Your plan'),
      h('p', null, 'A React app hosting the calculator. Sign in to save the estimate as a goal in your plan.'),
      h(
        'p',
        { className: 'demo-actions' },
        h(
          'button',
          {
            type: 'button',
            className: 'demo-button',
            onClick: async () => {
              if (session) {
                setSession(null);
                setStatus('Signed out.');
                return;
              }
              try {
                setSession(await signIn());
                setStatus(`Signed in as ${DEMO_USER.name}.`);
              } catch (error) {
                setStatus(error.message);
              }
            },
          },
          session ? 'Sign out' : `Sign in as ${DEMO_USER.userId}`,
        ),
        session ? h('span', null, `${DEMO_USER.name} (${session.userId})`) : null,
      ),
      h('p', { role: 'status', className: 'demo-status' }, status),
    ),
    h(CollegeCostsCalculator, {
      digitalAdviceUrl: 'https://example.com/financial-plan',
      graphQLEndpoint: '/graphql',
      userId: session?.userId ?? null,
      authToken: session ? authToken : null,
      addGoalLabel: session ? 'Add to my plan' : 'Get your free financial plan',
      onAddGoal,
      onCalculated: () => void refresh(),
    }),
    session ? h(SavedPlan, saved) : null,
    session && client ? h(MyPlan, { client, userId: session.userId }) : null,
  );
}

createRoot(document.getElementById('app')).render(h(App));
