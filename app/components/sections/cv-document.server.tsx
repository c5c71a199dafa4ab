/**
 * The CV as a PDF document, drawn from the same content as the resume block on
 * the site, so the two never disagree. Rendered at build time only (by the
 * resource route app/routes/cv.ts), in Node, so the fonts are read from
 * node_modules and embedded (as subsets) in the file.
 */
import { createRequire } from "node:module";
import { Document, Font, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { Project, Resume, Service, Site } from "~/data/schema";
import { formatAddress } from "~/lib/contact";
import { localeDigits } from "~/lib/i18n";
import type { Words } from "~/lib/words";

// An absolute path, from this module in app/ as from the server build in build/server/.
const resolvePackageFile = createRequire(import.meta.url).resolve;
const fontFile = (name: string) => resolvePackageFile(`@fontsource/inter/files/${name}.woff`);

// Inter in two parts, as @fontsource ships it: Latin (with Latin-1) and Latin
// Extended for the letters it lacks (Ł, Ş, ă…). A character in neither falls
// back to react-pdf's built-in Helvetica.
Font.register({
  family: "Inter",
  fonts: [
    { src: fontFile("inter-latin-400-normal"), fontWeight: 400 },
    { src: fontFile("inter-latin-700-normal"), fontWeight: 700 },
  ],
});
Font.register({
  family: "Inter Latin Extended",
  fonts: [
    { src: fontFile("inter-latin-ext-400-normal"), fontWeight: 400 },
    { src: fontFile("inter-latin-ext-700-normal"), fontWeight: 700 },
  ],
});
// Noto Sans Bengali for the Bengali CV's letters (and the taka sign, ৳): Inter has none of them.
const bengaliFile = (weight: number) =>
  resolvePackageFile(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`);
Font.register({
  family: "Noto Sans Bengali",
  fonts: [
    { src: bengaliFile(400), fontWeight: 400 },
    { src: bengaliFile(700), fontWeight: 700 },
  ],
});
const FONT = ["Inter", "Inter Latin Extended", "Noto Sans Bengali"];

// Words are never hyphenated, except ones too long to fit a column (a pasted
// link, a long compound): those may break anywhere rather than run off the page.
const LONGEST_UNBROKEN_WORD = 18;
Font.registerHyphenationCallback((word) => (word.length > LONGEST_UNBROKEN_WORD ? Array.from(word) : [word]));

const INK = "#0f172a";
const ACCENT = "#4338ca"; // the site's accent-text colour
const ACCENT_SOFT = "#eef2ff";
const MUTED = "#475569";
const RULE = "#e2e8f0";
const MARGIN = 50;

// A unitless lineHeight is turned into points where it is declared and then
// inherited as points, so every style that sets a font size sets its own.
const styles = StyleSheet.create({
  page: { paddingTop: 46, paddingBottom: 64, paddingHorizontal: MARGIN, fontFamily: FONT, fontSize: 9.5, lineHeight: 1.45, color: INK },
  header: { paddingBottom: 12, marginBottom: 4, borderBottomWidth: 2, borderBottomColor: ACCENT },
  name: { fontSize: 24, lineHeight: 1.25, fontWeight: 700 },
  title: { marginTop: 2, fontSize: 12.5, lineHeight: 1.35, color: ACCENT },
  contact: { marginTop: 8, flexDirection: "row", flexWrap: "wrap", fontSize: 9, lineHeight: 1.4, color: MUTED },
  contactItem: { maxWidth: "100%", marginRight: 14, flexShrink: 1 },
  link: { color: ACCENT, textDecoration: "none" },
  section: { marginTop: 14 },
  heading: {
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 0.75,
    borderBottomColor: RULE,
    fontSize: 10,
    lineHeight: 1.3,
    fontWeight: 700,
    color: ACCENT,
    textTransform: "uppercase",
    letterSpacing: 0.8,
  },
  experience: { flexDirection: "row", marginBottom: 7 },
  experienceMain: { flex: 1, flexShrink: 1, paddingRight: 14 },
  experienceTitle: { fontSize: 10, lineHeight: 1.35, fontWeight: 700 },
  experienceOrganisation: { color: MUTED },
  experienceDate: { width: 104, flexShrink: 0, fontSize: 9, lineHeight: 1.5, color: MUTED, textAlign: "right" },
  chips: { flexDirection: "row", flexWrap: "wrap" },
  chip: {
    maxWidth: "100%",
    marginRight: 5,
    marginBottom: 5,
    paddingVertical: 2,
    paddingHorizontal: 6,
    borderRadius: 3,
    backgroundColor: ACCENT_SOFT,
    color: ACCENT,
    fontSize: 8.5,
    lineHeight: 1.3,
  },
  entry: { marginBottom: 5 },
  strong: { fontWeight: 700 },
  muted: { color: MUTED },
  footer: {
    position: "absolute",
    bottom: 26,
    left: MARGIN,
    right: MARGIN,
    paddingTop: 6,
    borderTopWidth: 0.75,
    borderTopColor: RULE,
    fontSize: 8,
    lineHeight: 1.35,
    color: MUTED,
    textAlign: "center",
  },
});

interface CvDocumentProps {
  site: Site;
  resume: Resume;
  projects: Project[];
  services: Service[];
  /** The interface's words in the CV's language. */
  words: Words;
}

/** A section: its heading is never left alone at the foot of a page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      {/* Bengali letters join: spacing them apart would break their clusters. */}
      <Text style={/[\u0980-\u09FF]/.test(title) ? [styles.heading, { letterSpacing: 0 }] : styles.heading} minPresenceAhead={36}>
        {title}
      </Text>
      {children}
    </View>
  );
}

export function CvDocument({ site, resume, projects, services, words }: CvDocumentProps) {
  const host = site.url.replace(/^https?:\/\//, "");
  return (
    <Document
      title={words.cv.documentTitle(site.name)}
      author={site.name}
      subject={site.title}
      keywords={resume.skills.map((skill) => skill.name).join(", ")}
      creator={host}
      language={site.language}
      pdfVersion="1.7"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.name}>{site.name}</Text>
          <Text style={styles.title}>{site.title}</Text>
          <View style={styles.contact}>
            <Text style={styles.contactItem}>{site.email}</Text>
            <Text style={styles.contactItem}>{localeDigits(site.phone, site.language)}</Text>
            <Text style={styles.contactItem}>{formatAddress(site.address, site.language)}</Text>
            <Link src={site.url} style={[styles.contactItem, styles.link]}>
              {host}
            </Link>
          </View>
        </View>

        <Section title={words.cv.profile}>
          <Text>
            {words.cv.yearsOfExperience(resume.yearsOfExperience)} {resume.experienceText}
          </Text>
        </Section>

        <Section title={words.cv.experience}>
          {resume.experiences.map((experience) => (
            <View key={`${experience.title}-${experience.date}`} style={styles.experience} wrap={false}>
              <View style={styles.experienceMain}>
                <Text style={styles.experienceTitle}>{experience.title}</Text>
                <Text style={styles.experienceOrganisation}>{experience.organisation}</Text>
              </View>
              <Text style={styles.experienceDate}>{experience.date}</Text>
            </View>
          ))}
        </Section>

        <Section title={words.cv.skills}>
          <View style={styles.chips}>
            {resume.skills.map((skill) => (
              <Text key={skill.name} style={styles.chip} wrap={false}>
                {skill.name}
              </Text>
            ))}
          </View>
        </Section>

        <Section title={words.cv.tools}>
          <Text>{resume.tools.map((tool) => tool.name).join(" · ")}</Text>
        </Section>

        <Section title={words.cv.services}>
          {services.map((service) => (
            <Text key={service.id} style={styles.entry}>
              <Text style={styles.strong}>{service.title}. </Text>
              {service.details}
            </Text>
          ))}
        </Section>

        <Section title={words.cv.projects}>
          {projects.slice(0, 5).map((project) => (
            <Text key={project.id} style={styles.entry}>
              <Text style={styles.strong}>{project.title}</Text> <Text style={styles.muted}>({project.category})</Text>. {project.summary}
            </Text>
          ))}
        </Section>

        <Text style={styles.footer} fixed>
          {site.name} · {host} · {site.email}
        </Text>
      </Page>
    </Document>
  );
}
