// The dependency rules (`npm run deps`, part of `npm test`): the layers of DESIGN.md and no cycles.
// Type-only imports count too: a layer that needs another's types still depends on it.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No module reaches itself through imports that run when it loads. A cycle that passes through a type-only ' +
        'import (erased at build) or a dynamic import() (a lazy part, loaded later) is not one.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['pre-compilation-only', 'dynamic-import'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every relative import resolves to a file (TypeScript checks the package names).',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'widget-not-to-loader',
      severity: 'error',
      comment: 'The layers go loader → widget → ui: the widget never imports the loader.',
      from: { path: '^src/widget/' },
      to: { path: '^src/loader/' },
    },
    {
      name: 'react-entry-through-the-main-entry',
      severity: 'error',
      comment:
        "The React component (src/react) reaches the widget only through the package's main entry, by its name " +
        '(tsconfig.json maps it to src/widget/index.ts), which the built file imports: an app then holds one copy ' +
        'of the widget.',
      from: { path: '^src/react/' },
      to: { path: '^src/', pathNot: '^src/(react/|widget/index\\.ts$)' },
    },
    {
      name: 'nothing-to-react-entry',
      severity: 'error',
      comment: 'The widget, the loader and the client never import the React component.',
      from: { path: '^src/', pathNot: '^src/react/' },
      to: { path: '^src/react/' },
    },
    {
      name: 'client-not-to-widget',
      severity: 'error',
      comment: 'The planning client never imports widget or loader code.',
      from: { path: '^src/client/' },
      to: { path: '^src/(widget|loader)/' },
    },
    {
      name: 'server-not-to-widget',
      severity: 'error',
      comment: 'The server never imports widget or loader code.',
      from: { path: '^server/' },
      to: { path: '^src/(widget|loader)/' },
    },
    {
      name: 'shared-not-to-entries',
      severity: 'error',
      comment:
        'The shared modules at the top of src/ (money, assumptions...), the call core of src/api-call/ (header names, ' +
        'retry policy, answer guards) and the shared rules of src/rules/ (the answers, money, percent, phone) serve ' +
        'the widget, the client and the server alike, so they import none of them.',
      from: { path: '^src/([^/]+|api-call/.+|rules/.+)$' },
      to: { path: '^(src/(widget|loader|client)/|server/)' },
    },
    {
      name: 'browser-not-to-server',
      severity: 'error',
      comment: 'Code that ships to browsers (widget, loader, client, shared) never imports the server.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'planning-not-to-resolvers',
      severity: 'error',
      comment: 'The planning model never imports the resolvers.',
      from: { path: '^server/planning/' },
      to: { path: '^server/resolvers/' },
    },
    {
      name: 'planning-not-to-wording',
      severity: 'error',
      comment:
        'Figures do not depend on words: the planning model gives figures and reasons, and server/plan-wording/ ' +
        'words them, never the other way.',
      from: { path: '^server/planning/' },
      to: { path: '^server/plan-wording/' },
    },
    {
      name: 'planning-not-to-storage',
      severity: 'error',
      comment:
        'The planning model never reads storage: it takes a Household and gives a plan. The resolvers read the ' +
        'stores into a Household (server/resolvers/household-reader.ts).',
      from: { path: '^server/planning/' },
      to: { path: '^server/storage/' },
    },
    {
      name: 'validation-not-to-graphql',
      severity: 'error',
      comment:
        "The server's rules (server/validation) answer a value, a Parsed (parsed.ts): the input typed or every refused " +
        'field. The GraphQL layer says how a refusal is answered (BAD_USER_INPUT): it imports the rules, never the reverse.',
      from: { path: '^server/validation/' },
      to: { path: '^server/graphql/' },
    },
    {
      name: 'server-not-to-client',
      severity: 'error',
      comment: 'The server never imports src/client.',
      from: { path: '^server/' },
      to: { path: '^src/client/' },
    },
    // The widget's rooms (docs/architecture.md, "The widget's rooms"). The first module (embed/) paints the form and
    // fetches the framework; the framework's rooms draw the calculator and never reach back into the first module.
    {
      name: 'framework-not-to-embed',
      severity: 'error',
      comment:
        "The framework's rooms never import the first module's (src/widget/embed/): what both need (the form's ids, " +
        'what the parent did before the take-over) lives in the room that owns it, and embed/ imports it from there.',
      from: { path: '^src/widget/(?!embed/)[^/]+/' },
      to: { path: '^src/widget/embed/' },
    },
    {
      name: 'embed-takes-the-framework-lazily',
      severity: 'error',
      comment:
        'The first module reaches the framework (the calculator, the results, the planner) only by a lazy import(): ' +
        'a static import would put the framework in the first paint.',
      from: { path: '^src/widget/embed/' },
      to: {
        path: '^src/widget/(calculator|results|planner)/',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'rooms-not-to-calculator',
      severity: 'error',
      comment:
        'The calculator (src/widget/calculator/) puts the form, the results and the planner together; none of them, ' +
        'nor the call, the host side or the parts, imports it.',
      from: { path: '^src/widget/(form|results|call|planner|host|root|parts|lib|ui)/' },
      to: { path: '^src/widget/calculator/' },
    },
    {
      name: 'lazy-rooms-stay-lazy',
      severity: 'error',
      comment:
        'The planner and the results view are chunks of their own: other rooms load them through src/widget/parts/ ' +
        "(a lazy import()) and may use their types, never their code, which would pull them into the importer's chunk.",
      from: { path: '^src/widget/', pathNot: '^src/widget/planner/' },
      to: { path: '^src/widget/planner/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'call-draws-nothing',
      severity: 'error',
      comment:
        'The call (src/widget/call/) sends and checks; it imports no view: not the calculator, results, planner or ui.',
      from: { path: '^src/widget/call/' },
      to: { path: '^src/widget/(calculator|results|planner|ui)/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'lib-is-a-leaf',
      severity: 'error',
      comment: 'src/widget/lib holds generic helpers with no widget knowledge: it imports nothing else of src/widget.',
      from: { path: '^src/widget/lib/' },
      to: { path: '^src/widget/', pathNot: '^src/widget/lib/' },
    },
    {
      name: 'ui-is-a-leaf',
      severity: 'error',
      comment: 'src/widget/ui gets text and callbacks through props: it imports nothing else of src/widget.',
      from: { path: '^src/widget/ui/' },
      to: { path: '^src/widget/', pathNot: '^src/widget/ui/' },
    },
  ],
  options: {
    // The project's own modules, and relative imports that resolve nowhere (for not-to-unresolvable). Packages are
    // left out: the script globals name this package itself, which resolves only after the build.
    includeOnly: '^(src|server|schema|tests|scripts|bench|stories|\\.storybook)/|^\\.{1,2}/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: 'specify',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    // No cache: dependency-cruiser 17.4.3's content cache answered a stale 'no violations' after an edit.
    cache: false,
  },
};
