/**
 * A service package's Choose link leads to the contact page with the service and the package
 * (`/contact?service=web-app-development&package=2`, the package's place in the service's list,
 * from 1), and the contact form starts its message with them.
 */
export function choosePackagePath(serviceId: string, index: number): string {
  return `/contact?${new URLSearchParams({ service: serviceId, package: String(index + 1) })}`;
}

/** The service and package a contact page address asks about, if it names ones that exist. */
export function packageAsked(
  packages: Readonly<Record<string, { title: string; names: readonly string[] }>>,
  params: URLSearchParams,
): { service: string; name: string } | undefined {
  const service = packages[params.get("service") ?? ""];
  const place = Number(params.get("package"));
  const name = Number.isInteger(place) && place >= 1 ? service?.names[place - 1] : undefined;
  return service && name ? { service: service.title, name } : undefined;
}
