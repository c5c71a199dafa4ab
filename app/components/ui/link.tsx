/**
 * React Router's Link, in the page's language: a path of the site ("/contact") leads to the
 * page in the language being read ("/bn/contact" on a Bengali page). Every same-site link
 * of the components goes through it, so no component needs to know the language.
 *
 * Without `data-discover`: that attribute marks links for React Router's lazy route discovery,
 * which a site built with `ssr: false` does not use (every route is in the manifest from the
 * start), and it cost every link 20 bytes of HTML.
 */
import { forwardRef } from "react";
import { Link as RouterLink, type LinkProps } from "react-router";
import { useLocalPath } from "~/lib/language";

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const local = useLocalPath();
  const localTo = typeof to === "string" ? local(to) : to.pathname ? { ...to, pathname: local(to.pathname) } : to;
  return <RouterLink ref={ref} to={localTo} discover="none" {...props} />;
});
