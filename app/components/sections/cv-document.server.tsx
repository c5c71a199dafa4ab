/**
 * The CV as a PDF document, drawn from the same content as the resume block on
 * the site, so the two never disagree. Rendered at build time only.
 */
import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Project, Resume, Service, Site } from "~/content/schema";
import { formatAddress } from "~/lib/contact";

const ACCENT = "#4338ca";
const MUTED = "#475569";

const styles = StyleSheet.create({
  page: { paddingVertical: 44, paddingHorizontal: 48, fontFamily: "Helvetica", fontSize: 10, lineHeight: 1.45, color: "#0f172a" },
  name: { fontFamily: "Helvetica-Bold", fontSize: 26, marginBottom: 2 },
  title: { fontSize: 13, color: ACCENT, marginBottom: 10 },
  contact: { flexDirection: "row", flexWrap: "wrap", color: MUTED, fontSize: 9, marginBottom: 18 },
  contactItem: { marginRight: 14 },
  section: { marginTop: 16 },
  heading: {
    fontFamily: "Helvetica-Bold",
    fontSize: 11,
    color: ACCENT,
    textTransform: "uppercase",
    letterSpacing: 1,
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 1,
    borderBottomColor: "#e2e8f0",
  },
  row: { flexDirection: "row", justifyContent: "space-between", marginBottom: 5 },
  strong: { fontFamily: "Helvetica-Bold" },
  muted: { color: MUTED },
  chips: { flexDirection: "row", flexWrap: "wrap" },
  chip: {
    marginRight: 6,
    marginBottom: 4,
    paddingVertical: 2,
    paddingHorizontal: 6,
    borderRadius: 3,
    backgroundColor: "#eef2ff",
    color: ACCENT,
    fontSize: 9,
  },
  project: { marginBottom: 6 },
  footer: { position: "absolute", bottom: 24, left: 48, right: 48, fontSize: 8, color: MUTED, textAlign: "center" },
});

interface CvDocumentProps {
  site: Site;
  resume: Resume;
  projects: Project[];
  services: Service[];
}

export function CvDocument({ site, resume, projects, services }: CvDocumentProps) {
  return (
    <Document title={`${site.name}, CV`} author={site.name} subject={site.title} language={site.language}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.name}>{site.name}</Text>
        <Text style={styles.title}>{site.title}</Text>
        <View style={styles.contact}>
          <Text style={styles.contactItem}>{site.email}</Text>
          <Text style={styles.contactItem}>{site.phone}</Text>
          <Text style={styles.contactItem}>{formatAddress(site.address)}</Text>
          <Link src={site.url} style={styles.contactItem}>
            {site.url.replace(/^https?:\/\//, "")}
          </Link>
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>Profile</Text>
          <Text>
            {resume.yearsOfExperience} years of experience. {resume.experienceText}
          </Text>
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>Experience</Text>
          {resume.experiences.map((experience) => (
            <View key={`${experience.title}-${experience.date}`} style={styles.row} wrap={false}>
              <Text>
                <Text style={styles.strong}>{experience.title}</Text>
                <Text style={styles.muted}>, {experience.organisation}</Text>
              </Text>
              <Text style={styles.muted}>{experience.date}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>Skills</Text>
          <View style={styles.chips}>
            {resume.skills.map((skill) => (
              <Text key={skill.name} style={styles.chip}>
                {skill.name}
              </Text>
            ))}
          </View>
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>Tools</Text>
          <Text>{resume.tools.map((tool) => tool.name).join(" · ")}</Text>
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>Services</Text>
          {services.map((service) => (
            <Text key={service.id} style={styles.project}>
              <Text style={styles.strong}>{service.title}. </Text>
              {service.details}
            </Text>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>Selected projects</Text>
          {projects.slice(0, 5).map((project) => (
            <Text key={project.id} style={styles.project}>
              <Text style={styles.strong}>{project.title}</Text> <Text style={styles.muted}>({project.category})</Text>. {project.summary}
            </Text>
          ))}
        </View>

        <Text style={styles.footer} fixed>
          {site.name} · {site.url.replace(/^https?:\/\//, "")} · {site.email}
        </Text>
      </Page>
    </Document>
  );
}
