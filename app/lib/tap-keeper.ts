/**
 * The page's taps before its scripts have taken over (docs/decisions/027-no-dead-controls.md).
 *
 * A page paints from HTML and CSS, and React hydrates it a second or two later on a slow phone
 * (decision 8). Until then a button that needs a script would do nothing, and the tap would be
 * lost. This script, a file every page asks for in its <head> (pipeline/vite/tap-keeper.ts
 * makes it; the browser keeps it for good), keeps such taps instead:
 * - a click on a `<button type="button">`: every control that needs a script (the search, the
 *   menus, the colour mode, tabs, carousels, the currency, copy buttons, the video...);
 * - a form sent that has nowhere to go without a script (`method="dialog"`: the contact form and
 *   the newsletter box in "demo" mode). A form with an address posts there, as plain HTML;
 * - the search's shortcuts ("/", Ctrl+K, ⌘K) outside a field, as a click on the control that
 *   announces them (`aria-keyshortcuts`).
 * A kept control shows at once that the tap counted (`aria-busy="true"`, styled in app/app.css).
 * Once the page is hydrated (`data-hydrated` on <html>, app/components/layout/site-frame.tsx)
 * each tap is carried out, in order, by the page's own handlers: a click, or the form's
 * requestSubmit(). A second tap on a control already waiting is not kept twice. Until then the
 * taps are kept from React too, which starts listening a moment before it has finished.
 *
 * Written small by hand in the JavaScript every browser runs, as the colour-mode script is; the
 * unit test runs this very text.
 */
export const tapKeeperScript =
  `(function(d){var r=d.documentElement,q=[],` +
  // k: keep the tap of event e on element b, to be carried out by f.
  `k=function(e,b,f){e.preventDefault();e.stopPropagation();` +
  `b.ariaBusy||(b.ariaBusy="true",q.push(function(){b.ariaBusy=null;f()}))},` +
  // a: listen (capturing, ahead of everything on the page) until the page is hydrated.
  `a=function(n,f){addEventListener(n,function(e){r.dataset.hydrated||f(e,e.target)},!0)};` +
  `a("click",function(e,t){(t=t.closest&&t.closest('button[type="button"]'))&&!t.disabled&&k(e,t,function(){t.click()})});` +
  `a("submit",function(e,f){var s=e.submitter;f.getAttribute("method")=="dialog"&&k(e,s||f,function(){f.requestSubmit(s)})});` +
  `a("keydown",function(e,t){var b=d.querySelector("[aria-keyshortcuts]");` +
  `b&&!e.altKey&&!(t.closest&&t.closest("input,textarea,select,[contenteditable]"))&&` +
  `(e.key=="/"?!e.ctrlKey&&!e.metaKey:(e.ctrlKey||e.metaKey)&&!e.shiftKey&&e.key.toLowerCase()=="k")&&k(e,b,function(){b.click()})});` +
  // Once hydrated, every kept tap in order.
  `new MutationObserver(function(){r.dataset.hydrated&&q.splice(0).forEach(function(f){f()})}).observe(r,{attributes:!0})})(document)`;
