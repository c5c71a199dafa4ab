import { Link } from "~/components/ui/link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Image } from "~/data/schema";
import { useWords } from "~/lib/language";

interface LogoProps {
  name: string;
  mark: Image;
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/** The site's mark and name, 150 px wide, linking home. */
export function Logo({ name, mark, onNavigate }: LogoProps) {
  const words = useWords();
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="inline-flex w-[150px] shrink-0 items-center gap-2.5 rounded-lg font-semibold tracking-tight text-foreground"
    >
      <ResponsiveImage image={mark} sizes="36px" alt="" width={36} height={36} className="size-9 rounded-[10px]" />
      <span className="text-[1.05rem] leading-tight">
        {name}
        <span className="sr-only">{` ${words.menu.logoHome}`}</span>
      </span>
    </Link>
  );
}
