import type { z } from "zod";
import type { testimonialSchema } from "./schema";

const avatar = (n: number, alt: string) => ({ src: `/images/avatars/client-${n}.svg`, alt, width: 160, height: 160 });

export const testimonials = [
  {
    name: "Sadia Rahman",
    role: "Founder & Creative Director, Noksha Studio, Dhaka",
    text: "Arif spent two days in our showroom before he designed anything, and it shows. Our customers find their size, pay with bKash and get a delivery date without messaging us. Online orders more than quadrupled, and my team adds new collections on their own.",
    image: avatar(1, "Illustrated portrait of Sadia Rahman"),
    rating: 5,
  },
  {
    name: "Oliver Bennett",
    role: "Operations Director, Cargoline Freight, UK",
    text: "We hired Arif to replace eleven spreadsheets with one dashboard for our Chattogram and UK offices. He asked the right questions, kept us updated every week across two time zones and delivered on the date he promised. We now catch delays before our clients do.",
    image: avatar(2, "Illustrated portrait of Oliver Bennett"),
    rating: 5,
  },
  {
    name: "Dr. Farhana Siddiqua",
    role: "Managing Director, Shefa Family Clinic, Chattogram",
    text: "Our receptionists were on the phone all morning and one patient in five never turned up. With CareSlot most patients book online, the reminders have cut no-shows by more than half, and older patients tell us it is easy to use. Arif still answers within the day when we need a change.",
    image: avatar(3, "Illustrated portrait of Dr. Farhana Siddiqua"),
    rating: 5,
  },
] satisfies z.input<typeof testimonialSchema>[];
