import type { z } from "zod";
import type { projectSchema } from "./schema";

/** The main 16:10 picture and the three square share pictures of project `id`. */
function pictures(id: number, alts: { main: string; phone: string; detail: string; styleBoard: string }) {
  return {
    image: { src: `/images/projects/project-${id}.svg`, alt: alts.main, width: 1600, height: 1000 },
    shareImages: [alts.phone, alts.detail, alts.styleBoard].map((alt, index) => ({
      src: `/images/projects/project-${id}-share-${index + 1}.svg`,
      alt,
      width: 800,
      height: 800,
    })),
  };
}

const author = "Arif Hossain";

export const projects = [
  {
    id: 1,
    title: "Noksha Studio Online Store",
    ...pictures(1, {
      main: "The Noksha Studio store in a browser: a festive collection banner above four kurtas in indigo, teal, amber and violet, with a product page open on a phone beside it",
      phone: "Noksha Studio product page on a phone: an indigo kurta, its price of Tk 3,950, size buttons and an Add to bag button",
      detail:
        "Close-up of a Noksha Studio product card: a jamdani kurta with a 20% off badge, five stars, the price and an Add to bag button",
      styleBoard:
        "Noksha Studio style board: a type specimen, primary and secondary buttons, five colour swatches and a small product card",
    }),
    author,
    date: "2026-09-14",
    summary:
      "A fast online store for a Dhaka handloom fashion label, with bKash and card checkout, clear size guides and stock the shop team updates from their phones.",
    mainText:
      "Noksha Studio sells handloom kurtas, saris and panjabis from a small workshop in Mirpur and a showroom in Dhanmondi. Before this project almost every sale happened in Facebook Messenger: customers sent screenshots, staff checked stock by phone and typed addresses into a spreadsheet. In the festival rush the team answered more than 400 messages a day and still lost orders. They wanted a proper store that felt as personal as the showroom, worked on inexpensive Android phones and did not need a developer every time a new collection arrived.",
    secondaryText:
      "I started with two days in the showroom, watching how the staff sold and noting the questions customers asked most: size, fabric and delivery time. That shaped the product page: large photos, a size guide in centimetres and inches, fabric care notes, and the delivery estimate for the customer's district shown before checkout. The design uses the brand's indigo with a warm amber, and product names appear in Bangla and English side by side.",
    bottomText:
      "The store is built with React Router and TypeScript on the front and a Node.js API with PostgreSQL behind it. Checkout supports bKash, Nagad and cards through SSLCommerz, plus cash on delivery with a small advance to cut fake orders. Images are resized and served as WebP, and product pages are pre-rendered, so they load in under two seconds on a 3G connection. Staff manage stock and orders from a simple admin that works comfortably on a phone.",
    finalText:
      "In the first three months after launch, online orders grew from about 35 to 160 a week, and 62% of them arrived without a single Messenger conversation. Cash-on-delivery returns fell by 41% after the advance-payment rule. The autumn collection went live in one evening without my help: the team uploaded all 86 products themselves.",
    livePreview: "https://noksha-studio.example.com",
    category: "Web Applications",
    group: ["Web Applications"],
  },
  {
    id: 2,
    title: "CareSlot Clinic Booking App",
    ...pictures(2, {
      main: "The CareSlot booking page in a browser: a list of doctors, a week of appointment slots with Tuesday 10:30 selected, and the time picker on a phone beside it",
      phone: "CareSlot on a phone: a strip of dates, a grid of appointment times with 10:30 chosen, and a Book visit button",
      detail: "Close-up of the CareSlot calendar: a grid of free, booked and selected slots above a Confirm appointment button",
      styleBoard:
        "CareSlot style board: a type specimen, primary and secondary buttons, five colour swatches and a small appointment calendar",
    }),
    author,
    date: "2026-06-22",
    summary:
      "Online appointments for a family clinic in Chattogram: patients pick a doctor and a time in under a minute, and the front desk no longer juggles a paper diary.",
    mainText:
      "Shefa Family Clinic has eleven doctors on two floors in Chattogram's GEC area and used to take every appointment by phone. The lines were busy from 8 a.m., patients waited hours for popular doctors, and about one in five booked patients never came. The clinic wanted patients to book and cancel online, doctors to see their day at a glance, and the reception team to stay in control of walk-ins.",
    secondaryText:
      "I mapped the booking flow with the receptionists first, because they knew every exception: follow-up visits that need a shorter slot, doctors who see only children in the afternoon, fasting blood tests that must happen before 10 a.m. The patient side became three steps: choose a doctor or a problem, pick a slot, confirm with a phone number. There is no account to create; a one-time code by SMS is enough. Large type and high-contrast buttons help older patients and the grown-up children who often book for them.",
    bottomText:
      "The web app has a React front end and a Node.js and PostgreSQL back end. Slot rules live in the database, so the clinic changes a doctor's hours without a developer. Patients get an SMS reminder the evening before with a link to cancel, and a cancelled slot goes straight back on the calendar. The reception screen shows today's queue, walk-ins and late arrivals in one place and runs on the clinic's existing desktop PCs.",
    finalText:
      "Within eight weeks, 58% of appointments were booked online, calls to the front desk dropped by about half, and no-shows fell from 21% to 9% thanks to the reminders and easy cancellation. Booking now takes 48 seconds on average. The clinic has since added its diagnostic lab to the same system.",
    livePreview: "https://careslot.example.com",
    category: "Web Applications",
    group: ["Web Applications"],
  },
  {
    id: 3,
    title: "Dhaka Dash Delivery App",
    ...pictures(3, {
      main: "Three phones showing the Dhaka Dash app: a map with the rider's route, the order tracking steps, and a rider's earnings for the day, with an 'ETA 18 min' badge above them",
      phone: "Dhaka Dash order tracking on a phone: order placed, picked up and on the way are ticked, delivered is still to come",
      detail:
        "Close-up of the Dhaka Dash map: a dotted route to an amber pin and a card saying the rider is on the way, 1.8 km away in Dhanmondi 27",
      styleBoard: "Dhaka Dash style board: a type specimen, primary and secondary buttons, five colour swatches and a small map preview",
    }),
    author,
    date: "2026-04-08",
    summary:
      "One Flutter app for customers and riders with live order tracking, plus a web dispatch panel, for a growing same-day courier in Dhaka.",
    mainText:
      "Dhaka Dash delivers food and parcels from 300 partner shops in Dhanmondi, Mohammadpur and Gulshan. Riders were coordinated through WhatsApp groups, customers phoned to ask where their order was, and dispatchers could not tell which rider was nearest. The founders needed a customer app, a rider app and a web panel for the dispatch team, on a budget that ruled out three separate code bases.",
    secondaryText:
      "I designed a single Flutter code base with two roles, so customers and riders install the same app and see different screens after signing in. The tracking screen shows four plain steps and the rider's position on a map, which answers the question behind most support calls. For riders, the screens use large touch targets that work in bright sun and on the move: accept, navigate, picked up, delivered, cash collected.",
    bottomText:
      "The apps talk to a Node.js API with PostgreSQL and PostGIS for the location queries. A rider's position is sent every 15 seconds while an order is active and not at all otherwise, which keeps battery and data use low. The dispatch panel, built in React, shows every active order on a map and suggests the nearest free rider. Push notifications go through Firebase Cloud Messaging, and the app runs on Android phones from 2018 onwards.",
    finalText:
      "Average delivery time fell from 52 to 34 minutes in the first two months, and 'where is my order' calls dropped by 70%. Riders complete about 30% more deliveries per shift because they no longer wait for instructions. The app holds a 4.6 rating on Google Play from more than 2,000 reviews.",
    livePreview: "https://dhakadash.example.com",
    category: "Mobile Apps",
    group: ["Mobile Apps", "Web Applications"],
  },
  {
    id: 4,
    title: "Shobuj Alo Foundation Website",
    ...pictures(4, {
      main: "The Shobuj Alo Foundation website in a browser: a landscape banner reading 'Clean water for 12,000 families' with a Donate now button, three impact figures and three programme cards",
      phone:
        "Shobuj Alo Foundation on a phone: the landscape banner, the clean-water headline, a fundraising bar at 72% and a Donate now button",
      detail:
        "Close-up of the impact section: 12,000 families with safe water, 48 villages in Satkhira and Khulna, and 96% of every taka spent on programmes",
      styleBoard:
        "Shobuj Alo Foundation style board: a type specimen, primary and secondary buttons, five colour swatches and a small impact panel",
    }),
    author,
    date: "2026-02-17",
    summary:
      "A bilingual WordPress site for a clean-water NGO in the south-west, with field stories, a donation page and reports the team publishes themselves.",
    mainText:
      "Shobuj Alo Foundation installs deep tube wells and rainwater tanks in salt-affected villages of Satkhira and Khulna. Its old website had not changed in three years because only a former volunteer knew how to update it. Donors in Dhaka and abroad could not find recent reports, and the team shared stories from the field only on Facebook, where they were buried within a week.",
    secondaryText:
      "The brief was trust and clarity. The home page opens with one plain promise and three figures the team updates every quarter, then leads to programme pages, field stories and annual reports. I designed a small set of block patterns (story, programme, report, appeal), so staff can publish a new story in minutes and it always looks right. Every page works in both Bangla and English.",
    bottomText:
      "The site runs on WordPress with a custom block theme and only six plugins, including Polylang for the two languages. Donations go through a short form connected to SSLCommerz, which accepts local cards, mobile wallets and international cards. Images are compressed on upload and lazy-loaded, and the templates meet WCAG 2.1 AA for contrast and keyboard use.",
    finalText:
      "The team published 24 field stories in the first four months without outside help. Online donations in the first year reached 3.4 times the previous year's total, and the annual report was downloaded more than 1,100 times. The home page loads in 1.4 seconds on a mid-range phone.",
    livePreview: "https://shobujalo.example.org",
    category: "WordPress",
    group: ["WordPress"],
  },
  {
    id: 5,
    title: "Cargoline Logistics Dashboard",
    ...pictures(5, {
      main: "The Cargoline dashboard in a browser: a dark sidebar, figures for shipments, on-time rate, shipments in transit and delays, a weekly volume chart, a route map and a table of the latest shipments",
      phone:
        "The Cargoline dashboard on a phone: shipment and on-time figures, a line chart and a list of shipments with coloured status dots",
      detail: "Close-up of the on-time delivery chart over ten weeks, with 96.2% on time and 38% fewer delays",
      styleBoard: "Cargoline style board: a type specimen, primary and secondary buttons, five colour swatches and a small line chart",
    }),
    author,
    date: "2025-11-03",
    summary:
      "An operations dashboard for a freight forwarder between Chattogram and the UK that shows every shipment, container and delay in one place.",
    mainText:
      "Cargoline Freight moves garments and leather goods from Chattogram to ports in the UK and Europe for about 40 exporters. Its operations team tracked shipments in eleven shared spreadsheets and answered client emails by pasting rows into messages. Delays were often noticed only when a buyer complained, and the offices in Chattogram and Felixstowe rarely looked at the same numbers.",
    secondaryText:
      "I interviewed the people who would use it every day: the operations lead in Chattogram, two coordinators and the account manager in the UK. Together we chose the four numbers that matter each morning (shipments, on-time rate, in transit, delayed) and built the dashboard around them. Each delayed shipment opens into a timeline that shows what happened, who is responsible and what the client has been told.",
    bottomText:
      "The dashboard is a React and TypeScript single-page app with a Node.js API and PostgreSQL. A nightly job imports vessel schedules and container events from the carriers' data feeds, and coordinators attach notes and documents to any shipment. Clients get a read-only view of their own shipments through a secure link, which replaced most routine status emails. Access is role-based and every change is logged.",
    finalText:
      "The share of delays caught before the client noticed rose from about 30% to 85% within a quarter. Status emails from clients fell by 38%, and the weekly report that used to take a coordinator half a day is now generated automatically. The dashboard is internal to Cargoline, so there is no public preview.",
    livePreview: "",
    category: "Web Applications",
    group: ["Web Applications"],
  },
  {
    id: 6,
    title: "Hisab Shop Ledger App",
    ...pictures(6, {
      main: "Three phones showing the Hisab app: a list of money in and out, the home screen with Tk 48,250 cash in hand and a weekly chart, and a list of customer dues with Remind buttons",
      phone:
        "The Hisab home screen on a phone: Tk 48,250 cash in hand, buttons for sale, expense, due and report, and a bar chart of the week",
      detail: "Close-up of the Hisab transaction list, with money received in teal and money paid out in amber",
      styleBoard: "Hisab style board: a type specimen, primary and secondary buttons, five colour swatches and a small transaction list",
    }),
    author,
    date: "2025-08-19",
    summary: "A React Native ledger that replaces the shopkeeper's paper khata, works offline and sends polite due reminders by SMS.",
    mainText:
      "Most neighbourhood shops in Bangladesh still keep a paper khata: a notebook of sales, expenses and customers who pay later. Hisab's founders, two former bank officers in Rajshahi, wanted an app simple enough for a grocer who had only ever used Facebook and WhatsApp, and reliable enough that a shop could trust it with the money its regular customers owe.",
    secondaryText:
      "I tested paper prototypes with eight shopkeepers in Rajshahi and Bogura before designing a single screen. The lesson was clear: four big buttons on the home screen (Sale, Expense, Due, Report), Bangla digits for those who prefer them, and no typing where a tap will do. Reminders are friendly messages the shopkeeper reads before sending, because the customers are also their neighbours.",
    bottomText:
      "The app is built with React Native and TypeScript. Everything is saved on the phone first in SQLite, then synced to a Node.js and PostgreSQL back end whenever there is a connection. Conflicts are resolved entry by entry, so two family members can run the same shop from different phones. The weekly backup is encrypted on the phone before upload, and the install is under 12 MB for phones with little storage.",
    finalText:
      "After a six-month pilot with 1,200 shops, 71% were still recording sales every week, and shopkeepers said they collected dues about twice as fast with the SMS reminders. The app is in a closed beta while the founders raise funding, so there is no public link yet.",
    livePreview: "",
    category: "Mobile Apps",
    group: ["Mobile Apps"],
  },
  {
    id: 7,
    title: "PayDhara Wallet Landing Page",
    ...pictures(7, {
      main: "The PayDhara landing page in a browser: the headline 'Send money in seconds.', sign-up buttons and store badges, a phone showing the wallet, a QR code card and a 'Payment sent' confirmation",
      phone:
        "The PayDhara wallet on a phone: a balance of Tk 12,640, six shortcuts such as Send, Pay and Cash out, and two recent payments",
      detail: "Close-up of a PayDhara QR code with a Pay Tk 2,500 button below it",
      styleBoard: "PayDhara style board: a type specimen, primary and secondary buttons, five colour swatches and a small QR code card",
    }),
    author,
    date: "2025-05-27",
    summary:
      "A bKash-style landing page for a new mobile wallet that explains fees plainly and turns visitors into sign-ups, even on slow phones.",
    mainText:
      "PayDhara is a new mobile wallet entering a market where most people already use one or two. Its first landing page was a slideshow of stock photos that took nine seconds to load on mobile data and never said what sending money actually costs. The team needed a page that earned trust quickly and got people to install the app.",
    secondaryText:
      "I wrote the page around the three questions people ask about any wallet: is it safe, what does it cost, and how fast is it. The hero shows the app itself instead of stock photos, the fee table sits one scroll below, and each feature gets a one-line explanation in Bangla and English. The design uses a confident indigo with amber accents, and the phone mock-up is drawn in SVG so it stays sharp and light.",
    bottomText:
      "The page is pre-rendered with React Router and ships about 60 KB of JavaScript; everything else is HTML, CSS and inline SVG. Fonts are subset to the characters in use, and photos are AVIF with WebP fallbacks. A fee calculator shows the exact charge for any amount. The store buttons point Android and iPhone visitors to the right store, and the page scores above 95 in Lighthouse on a throttled mobile profile.",
    finalText:
      "Largest Contentful Paint fell from 9.1 to 1.3 seconds on a mid-range Android phone. Over the first campaign month, the share of visitors who tapped a store button rose from 3.2% to 8.7%, and questions to support about fees dropped noticeably once the calculator went live.",
    livePreview: "https://paydhara.example.com",
    category: "Web Applications",
    group: ["Web Applications"],
  },
  {
    id: 8,
    title: "Sundarban Trails Travel Website",
    ...pictures(8, {
      main: "The Sundarban Trails website in a browser: a river and mangrove banner headed 'Explore the Sundarbans', a search bar for destination, dates and travellers, and three tour cards with prices",
      phone:
        "A Sundarban Trails tour page on a phone: the 3-Day Mangrove Cruise with its rating, what is included, the price and a Send enquiry button",
      detail: "Close-up of the 3-Day Mangrove Cruise card: mangrove trees by a river, five stars, Tk 14,500 and an Enquire button",
      styleBoard:
        "Sundarban Trails style board: a type specimen, primary and secondary buttons, five colour swatches and a small tour card",
    }),
    author,
    date: "2025-02-11",
    summary:
      "A WordPress site for a Khulna travel agency with clear tour pages, date-based enquiries and guides that bring in search traffic.",
    mainText:
      "Sundarban Trails has run small-group boat tours into the mangrove forest since 2012 and now also sells tea-garden trips to Srimangal and beach holidays on Saint Martin's Island. Bookings came through phone calls and a Facebook page, and foreign travellers struggled to find clear information about permits, seasons and what a trip actually includes.",
    secondaryText:
      "Each tour page answers the questions travellers ask before they book: the day-by-day plan, what is included, the boat and cabins, the best months and the price per person. A short enquiry bar (destination, dates, travellers) sits on every page. I designed the site around the agency's own photographs from real trips, with a calm teal and amber palette that suits the forest and the river.",
    bottomText:
      "The site uses WordPress with a block theme, a custom post type for tours and Advanced Custom Fields for itineraries, prices and seasons. Enquiries go to the office inbox and to a WhatsApp Business number. I added structured data for tours and reviews, an XML sitemap and clean URLs, and wrote the first eight travel guides with the owner, including a permit checklist for foreign visitors.",
    finalText:
      "Search visits grew from around 900 to 7,400 a month within a year, and the permit guide alone brings in more than 1,500 visitors a month. Enquiries from foreign travellers tripled, and the team spends far less time on the phone explaining the basics.",
    livePreview: "https://sundarbantrails.example.com",
    category: "WordPress",
    group: ["WordPress"],
  },
  {
    id: 9,
    title: "Bhoj Restaurant Ordering PWA",
    ...pictures(9, {
      main: "The Bhoj ordering app in a browser: menu categories with Biryani selected and six dish cards with prices, and the cart on a phone beside it with a Place order button",
      phone:
        "The Bhoj cart on a phone: kacchi biryani, borhani and mishti doi, a total of Tk 560, an add-to-home-screen prompt and a Place order button",
      detail: "Close-up of the Bhoj dish card for kacchi biryani at Tk 360, with an Add to cart button",
      styleBoard: "Bhoj style board: a type specimen, primary and secondary buttons, five colour swatches and a small dish card",
    }),
    author,
    date: "2024-10-06",
    summary:
      "An installable web app for a Dhaka restaurant group, so customers order directly instead of through apps that take a heavy commission.",
    mainText:
      "Bhoj runs three restaurants in Uttara, Banani and Bashundhara, known for kacchi biryani and home-style bhorta. Around 70% of its delivery orders came through third-party apps that charged up to 25% commission. The owners wanted their own ordering channel that felt as easy as those apps, without the cost of publishing and maintaining native apps.",
    secondaryText:
      "I designed a progressive web app that opens straight into the menu, remembers the customer's last order and branch, and lets them reorder in two taps. Photos are large, and dishes are grouped the way people actually order: biryani, kebab, bhorta, desserts. After a second order the app offers to sit on the home screen, so it behaves like an installed app without an app store.",
    bottomText:
      "The front end is React with a service worker that caches the menu and images, so the app opens instantly even on a weak connection. Orders go to a Node.js API and appear on a kitchen screen in the right branch with an audible alert. Customers pay with bKash or a card through SSLCommerz, or cash on delivery. Managers edit the menu, prices and sold-out dishes from a simple admin.",
    finalText:
      "Six months after launch, 41% of delivery orders came through Bhoj's own app, saving the group an estimated Tk 3.2 lakh a month in commission. Repeat customers order 1.8 times a month on average, and 9,500 people have added the app to their home screen.",
    livePreview: "https://bhoj.example.com",
    category: "Web Applications",
    group: ["Web Applications", "Mobile Apps"],
  },
  {
    id: 10,
    title: "Krishi Bazar Farmer Marketplace",
    ...pictures(10, {
      main: "Three phones showing Krishi Bazar: today's potato price with a trend line, a grid of fresh vegetables with prices per kilo, and an order confirmation with a large tick",
      phone: "Krishi Bazar on a phone: a search box and cards for tomato, brinjal, gourd and carrot with prices per kilo",
      detail: "Close-up of four vegetable cards: tomato, brinjal, gourd and carrot",
      styleBoard:
        "Krishi Bazar style board: a type specimen, primary and secondary buttons, five colour swatches and small vegetable cards",
    }),
    author,
    date: "2024-06-18",
    summary:
      "A React Native marketplace that shows vegetable farmers in northern Bangladesh fair daily prices and lets them sell directly to city retailers.",
    mainText:
      "Krishi Bazar is a social enterprise working with about 600 vegetable farmers around Bogura. Farmers usually sold to middlemen at prices they could not check, while shops in the city paid far more for the same produce. The organisation wanted an app that showed daily wholesale prices and let Dhaka retailers order directly from farmer groups, with collection from local hubs.",
    secondaryText:
      "Many households share one smartphone and read most comfortably in Bangla, so the app uses a picture for each vegetable, large prices and voice prompts for the main steps. Retailers see a different view with weekly availability and bulk prices. I ran two rounds of field testing with farmer groups near Mahasthangarh before the design was fixed.",
    bottomText:
      "The app is built with React Native and a Node.js API on PostgreSQL. Hub staff update prices each morning, and the app shows them with a seven-day trend. Orders are grouped by hub and day, and a route sheet for the drivers is generated every evening. The latest prices are cached on the phone, so farmers can check them without a connection.",
    finalText:
      "In the first season, participating farmers earned on average 18% more per kilo than the year before, and 140 Dhaka retailers placed regular orders. The app is distributed privately to registered farmers and retailers, so there is no public link.",
    livePreview: "",
    category: "Mobile Apps",
    group: ["Mobile Apps"],
  },
  {
    id: 11,
    title: "Nibash Property Listings",
    ...pictures(11, {
      main: "Nibash listings in a browser: filter chips for Dhanmondi, 3 beds, budget and ready flats, four property cards with prices in lakh, and a map with price tags",
      phone: "Nibash on a phone: a map above a property card for Tk 95 lakh, 3 bed, 1,450 sqft, with a Book a visit button",
      detail: "Close-up of a new listing: a house illustration, Tk 95 lakh, Road 9A, Dhanmondi, 3 bed, 3 bath, 1,450 sqft",
      styleBoard: "Nibash style board: a type specimen, primary and secondary buttons, five colour swatches and a small listing card",
    }),
    author,
    date: "2024-01-23",
    summary:
      "A WordPress property site with map search, filters that match how people in Dhaka look for flats, and a form to book a visit.",
    mainText:
      "Nibash Properties sells and rents flats in Dhanmondi, Mohammadpur and Bashundhara for about 50 building owners and developers. Listings lived in Facebook posts and a PDF catalogue, so buyers asked the same questions again and again, and agents spent hours sending photos over WhatsApp.",
    secondaryText:
      "Buyers in Dhaka search by area, number of bedrooms, budget in lakh and whether a flat is ready or still under construction, so those became the filters. Every listing shows the price, size in square feet, floor, facing, parking and a map pin, with a short video where there is one. A 'book a visit' form lets buyers pick a time that suits them.",
    bottomText:
      "I built it on WordPress with a custom post type for properties, a block theme and a small React component for the map and filters, fed by the WordPress REST API. Agents add listings through a form with required fields, so the data stays consistent. Results are cached and photos are served in modern formats, which keeps search fast with more than 400 properties online.",
    finalText:
      "Within six months the site generated 1,900 visit requests, and agents said buyers arrived with far fewer basic questions. Visitors spend over four minutes on the site on average, and 35% of enquiries come from Bangladeshis abroad who can now shortlist flats before flying home.",
    livePreview: "https://nibash.example.com",
    category: "WordPress",
    group: ["WordPress", "Web Applications"],
  },
  {
    id: 12,
    title: "Shikkha School Management System",
    ...pictures(12, {
      main: "The Shikkha dashboard in a browser: a sidebar menu, figures for students, attendance and fees paid, an attendance bar chart by class, a fee collection ring at 82% and a results table",
      phone: "Shikkha attendance on a phone: 94% for class 8, section B, and a list of students marked present or absent",
      detail: "Close-up of the fee collection ring at 82%, split into paid, waived and due",
      styleBoard:
        "Shikkha style board: a type specimen, primary and secondary buttons, five colour swatches and a small fee collection chart",
    }),
    author,
    date: "2023-07-30",
    summary: "A school management system for a secondary school in Narayanganj that brings attendance, results and fees into one place.",
    mainText:
      "Shapla Ideal High School in Narayanganj has about 1,240 students from class 6 to class 10. Attendance was taken on paper, two teachers spent a week calculating results in Excel, and parents queued at the office to pay fees and collect mark sheets. The principal wanted a system the teachers would actually use and the parents could reach from their phones.",
    secondaryText:
      "I spent a week at the school before designing anything, sitting with class teachers, the accounts officer and the principal. Teachers take attendance on a phone in under a minute per class, with the list in roll order. Results follow the national grading scale, so GPA and letter grades are calculated automatically. Parents sign in with their phone number and see attendance, results, notices and fees due.",
    bottomText:
      "The system is a React web app with a Node.js API and PostgreSQL, hosted on a small cloud server with daily backups. Fees can be paid through bKash or at the bank, and payments are matched to students automatically. Mark sheets and admit cards are generated as PDFs in the school's own format, and separate roles keep teachers, accounts, the principal and parents to their own data.",
    finalText:
      "Results now take one afternoon instead of a week, and 82% of fees were paid before the due date in the first term, up from around 60%. Parents can see the day's attendance by 10 a.m., which the principal credits for a clear drop in unexplained absences. The system is private to the school, so there is no public preview.",
    livePreview: "",
    category: "Web Applications",
    group: ["Web Applications"],
  },
] satisfies z.input<typeof projectSchema>[];
