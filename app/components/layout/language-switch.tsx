import { clsx } from "clsx";
import { useLocation, useMatches } from "react-router";
import { type Lang, pathIn, pathWithoutLang } from "~/lib/i18n";

/** A language the page can be read in besides its own: its code, its own name ("বাংলা") and BCP 47 tag. */
export interface OtherLanguage {
  lang: Lang;
  name: string;
  tag: string;
}

/**
 * Links to the same page in the site's other languages, each named in its own language.
 * Plain links that load the whole page: the page's language, its words and its font all
 * change with the address, with or without JavaScript.
 */
export function LanguageSwitch({ languages, className }: { languages: readonly OtherLanguage[]; className?: string }) {
  const { pathname, search } = useLocation();
  const page = useMatches().at(-1)?.id ?? "root";
  // An old address exists in English only: it leads on to its page, which has the switch.
  if (!languages.length || page.startsWith("routes/redirect")) return null;
  // A page not found (and the home page's alias, /home) switches to the other language's home page.
  const samePage = !(page === "root" || page.endsWith("routes/not-found") || page === "routes/home-alias");
  // Pre-rendering asks for each page with a trailing slash; the page's address has none.
  const path = pathname.replace(/(.)\/+$/, "$1");
  const target = (lang: Lang) => (samePage ? `${pathIn(lang, pathWithoutLang(path))}${search}` : pathIn(lang, "/"));
  return (
    <ul className={clsx("flex items-center gap-3", className)}>
      {languages.map(({ lang, name, tag }) => (
        <li key={lang}>
          <a
            href={target(lang)}
            hrefLang={tag}
            lang={tag}
            className="font-medium text-foreground underline-offset-4 hover:text-accent-text hover:underline"
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
