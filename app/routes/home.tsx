import type { Route } from "./+types/home";
import { Banner } from "~/components/sections/banner";
import { BlogTeasers } from "~/components/sections/blog-teasers";
import { toAvailability } from "~/components/sections/availability";
import { FaqContact } from "~/components/sections/faq-contact";
import { toPostCard } from "~/components/sections/post-card";
import { ProfileStrip } from "~/components/sections/profile-strip";
import { toProjectCard } from "~/components/sections/project-card";
import { ProjectTabs } from "~/components/sections/project-tabs";
import { Resume } from "~/components/sections/resume";
import { toServiceCard } from "~/components/sections/service-card";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { Testimonials } from "~/components/sections/testimonials";
import { pageDataFor } from "~/data/index.server";
import { LATEST_POSTS_COUNT } from "~/lib/constants";
import { metaFromLoader, seo } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const { banner, chat, contactForm, faq, hours, lang, pages, features, posts, profiles, projects, resume, services, site, testimonials } =
    await pageDataFor(request);
  // React Router pre-renders the not-found page (404.html) from "/" in its SPA
  // mode; that page shows only the site's frame, so it carries none of this data.
  if (request.headers.get("X-React-Router-SPA-Mode") === "yes") return null;
  return {
    // /home shows the same page; its canonical address is /.
    meta: seo({ site, lang, title: undefined, description: site.description, path: "/" }),
    owner: { name: site.name, title: site.title },
    texts: { ...pages.home, hireMe: pages.common.hireMe },
    banner: { greeting: banner.greeting, intro: banner.intro, image: banner.image },
    // Features the owner switched off (site.ts `features`) come as null, and their sections are not drawn.
    video: features.introVideo && banner.videoId && banner.videoTitle ? { id: banner.videoId, title: banner.videoTitle } : null,
    profiles,
    resume,
    resumeHeadings: pages.resume,
    services: services.map(toServiceCard),
    projects: projects.map((project) => ({ ...toProjectCard(project), group: project.group })),
    testimonials: features.testimonials ? testimonials : null,
    faq: features.faq ? faq : null,
    contact: contactForm,
    chat,
    hours: hours ? toAvailability(hours) : null,
    posts: features.blog ? posts.slice(0, LATEST_POSTS_COUNT).map(toPostCard) : null,
  };
}

export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { owner, texts } = loaderData;
  return (
    <>
      <Banner name={owner.name} title={owner.title} banner={loaderData.banner} video={loaderData.video} hireMe={texts.hireMe} />
      <ProfileStrip profiles={loaderData.profiles} heading={texts.profiles} />
      <Resume name={owner.name} title={owner.title} resume={loaderData.resume} headings={loaderData.resumeHeadings} />
      <ServicesCarousel services={loaderData.services} heading={texts.services} />
      <ProjectTabs projects={loaderData.projects} heading={texts.portfolio} />
      {loaderData.testimonials ? <Testimonials testimonials={loaderData.testimonials} heading={texts.testimonials} /> : null}
      <FaqContact
        faq={loaderData.faq}
        heading={texts.faq}
        formHeading={texts.contactForm}
        contact={loaderData.contact}
        chat={loaderData.chat}
        hours={loaderData.hours}
      />
      {loaderData.posts ? <BlogTeasers posts={loaderData.posts} heading={texts.blog} /> : null}
    </>
  );
}
