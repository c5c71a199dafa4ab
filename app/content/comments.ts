import type { z } from "zod";
import type { commentSchema, commentSystemSchema } from "./schema";

/**
 * Where the comments under your posts come from. "demo" shows the list below, with a form
 * that sends nothing. To take real comments as GitHub Discussions, switch on giscus
 * (README.md, "Comments from GitHub"), e.g.:
 *
 *   export const commentSystem = {
 *     provider: "giscus",
 *     repo: "your-name/your-repo",
 *     repoId: "R_kgDO…",
 *     category: "Comments",
 *     categoryId: "DIC_kwDO…",
 *   } satisfies z.input<typeof commentSystemSchema>;
 */
export const commentSystem = { provider: "demo" } satisfies z.input<typeof commentSystemSchema>;

const avatar = (n: number, name: string) => ({
  src: `/images/avatars/reader-${n}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 96,
  height: 96,
});

/** The demo's comments, by post id (shown only while commentSystem is "demo"). */
export const comments = [
  {
    postId: "how-i-scope-a-freelance-project",
    author: "Rakibul Islam",
    timestamp: "2026-10-14T21:12:00+06:00",
    text: "The 'later' list is such a simple idea. I always felt rude saying no to client ideas, but moving them to version two sounds much friendlier. Going to try it on my next WordPress project.",
    avatar: avatar(1, "Rakibul Islam"),
  },
  {
    postId: "how-i-scope-a-freelance-project",
    author: "Mitu Chowdhury",
    timestamp: "2026-10-15T09:40:00+06:00",
    text: "Do you share the internal best-case and worst-case estimates with the client, or only the fixed price? I worry that showing ranges invites bargaining.",
    avatar: avatar(2, "Mitu Chowdhury"),
  },
  {
    postId: "how-i-scope-a-freelance-project",
    author: "Tanvir Alam",
    timestamp: "2026-10-16T13:05:00+06:00",
    text: "As a client who has been burned twice by vague quotes, I wish every developer worked like this. A two-page scope with what is NOT included would have saved me a lot of money and stress.",
    avatar: avatar(3, "Tanvir Alam"),
  },
  {
    postId: "how-i-scope-a-freelance-project",
    author: "Emily Carter",
    timestamp: "2026-10-18T16:27:00+06:00",
    text: "Great write-up. I run a small agency in Manchester and we do almost exactly this, including paid discovery. The one-sentence goal test is brilliant; we are adding it to our proposal template.",
    avatar: avatar(4, "Emily Carter"),
  },
  {
    postId: "accepting-online-payments-in-bangladesh",
    author: "Sabbir Hasan",
    timestamp: "2026-07-03T11:18:00+06:00",
    text: "The double callback point is so true. We had a shop sending two confirmation SMS for every bKash payment until we made the update idempotent. Thanks for the clear example.",
    avatar: avatar(5, "Sabbir Hasan"),
  },
  {
    postId: "accepting-online-payments-in-bangladesh",
    author: "Nadia Sultana",
    timestamp: "2026-07-05T20:52:00+06:00",
    text: "How small an advance do you usually ask for on cash on delivery? We sell home decor and I am afraid of scaring off first-time buyers.",
    avatar: avatar(6, "Nadia Sultana"),
  },
] satisfies z.input<typeof commentSchema>[];
