// /admin/owners-only: an editor who opens an owner's download (a CSV file, a backup) is sent here
// and reads, inside the console, that it is for owners (the layout's error page, status 403). An
// owner has nothing to read here and goes to the overview.
import { redirect } from "react-router";
import type { Route } from "./+types/owners-only";
import { requireOwner } from "#app/lib/auth/guards.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, servicesOf(context));
  throw redirect("/admin");
}

export default function OwnersOnly() {
  return null;
}
