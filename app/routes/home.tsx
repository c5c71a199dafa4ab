import type { Route } from "./+types/home";
import { Banner } from "~/components/sections/banner";
import { BlogTeasers } from "~/components/sections/blog-teasers";
import { FaqContact } from "~/components/sections/faq-contact";
import { toPostCard } from "~/components/sections/post-card";
import { ProfileStrip } from "~/components/sections/profile-strip";
import { toProjectCard } from "~/components/sections/project-card";
import { ProjectTabs } from "~/components/sections/project-tabs";
import { Resume } from "~/components/sections/resume";
import { toServiceCard } from "~/components/sections/service-card";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { Testimonials } from "~/components/sections/testimonials";
import { banner, faq, posts, profiles, projects, resume, services, site, testimonials } from "~/content/index.server";
import { LATEST_POSTS_COUNT } from "~/lib/constants";
import { metaFromLoader, seo } from "~/lib/seo";

export function loader() {
  return {
    // /home shows the same page; its canonical address is /.
    meta: seo({ site, title: undefined, description: site.description, path: "/", image: banner.image.src }),
    owner: { name: site.name, title: site.title },
    banner,
    profiles,
    resume,
    services: services.map(toServiceCard),
    projects: projects.map((project) => ({ ...toProjectCard(project), group: project.group })),
    testimonials,
    faq,
    posts: posts.slice(0, LATEST_POSTS_COUNT).map(toPostCard),
  };
}

export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { owner } = loaderData;
  return (
    <>
      <Banner name={owner.name} title={owner.title} banner={loaderData.banner} />
      <ProfileStrip profiles={loaderData.profiles} />
      <Resume name={owner.name} title={owner.title} resume={loaderData.resume} />
      <ServicesCarousel services={loaderData.services} />
      <ProjectTabs projects={loaderData.projects} />
      <Testimonials testimonials={loaderData.testimonials} />
      <FaqContact faq={loaderData.faq} />
      <BlogTeasers posts={loaderData.posts} />
    </>
  );
}
