import { redirect } from "react-router";
import type { Route } from "./+types/tool-entry";
import { mayUseTool } from "~/features/calculators/frame/access.server";
import { toolWithBareEntry } from "~/utils/tool-registry";

/**
 * A tool's bare address (`/en-us/energy-calculator`): the specification puts the first page at
 * `…/input`, but visitors and links type the tool's name alone. 308 keeps the query; a visitor who
 * may not use the tool (partners, TEI switched off) gets the same 404 as its pages.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, "");
  const segment = path.slice(path.lastIndexOf("/") + 1);
  const tool = toolWithBareEntry(segment);
  if (!tool || !(await mayUseTool(request, tool.id))) throw new Response("Not Found", { status: 404 });
  return redirect(`${path}${tool.path.slice(segment.length + 1)}${url.search}`, 308);
}

/**
 * Never shown (the loader redirects or throws): a page route, so its 404 and a write's 405 are
 * the site's message page; as a resource route they were plain "Not Found" and "Unexpected Server Error".
 */
export default function ToolEntry() {
  return null;
}
