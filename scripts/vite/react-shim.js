// What `react` resolves to in the site's build (see preact-compat.ts): preact/compat,
// plus two adjustments for what React Router expects of React 19.
import { Fragment, options } from "preact";

export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router imports useOptimistic, which preact/compat lacks. It calls the setter only
 * for routers created with `useTransitions: true`, which this site does not use; this
 * stand-in returns the state unchanged, as React's hook does with no transition pending.
 */
export function useOptimistic(state) {
  return [state, () => {}];
}

const inBrowser = typeof document !== "undefined";

const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props;
  // React-only props that Preact would otherwise write into the HTML as attributes
  // (React Router's <Scripts> marks its tags with suppressHydrationWarning).
  if (props && typeof vnode.type === "string" && "suppressHydrationWarning" in props) delete props.suppressHydrationWarning;
  // The app renders the whole document, <html> included. Preact hydrates a document into
  // its <html> element, so in the browser <html> stands for its children (<head> and
  // <body>); its attributes are the pre-rendered ones, which the colour-mode script and
  // the page's language set.
  if (inBrowser && vnode.type === "html") vnode.type = Fragment;
  previousVnodeHook?.(vnode);
};
