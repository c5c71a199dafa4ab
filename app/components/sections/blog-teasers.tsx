import { ButtonLink } from "~/components/ui/button";
import { Carousel } from "~/components/ui/carousel";
import { Section } from "~/components/ui/section";
import { BLOG_CAROUSEL } from "~/lib/constants";
import type { SectionHeading } from "~/data/schema";
import { PostCard, type PostCardData } from "./post-card";
import { useWords } from "~/lib/language";

/** The newest posts, as a carousel on the home page. */
export function BlogTeasers({ posts, heading }: { posts: PostCardData[]; heading: SectionHeading & { allLink: string } }) {
  const words = useWords();
  const { allLink, ...title } = heading;
  return (
    <Section
      id="blog"
      tone="muted"
      headingId="blog-heading"
      {...title}
      action={
        <ButtonLink to="/blog" variant="secondary">
          {allLink}
        </ButtonLink>
      }
    >
      <Carousel label={words.home.latestPosts} settings={BLOG_CAROUSEL} slideClassName="py-2">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Carousel>
    </Section>
  );
}
