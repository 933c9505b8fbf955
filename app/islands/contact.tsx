// The enquiry form of /contact, the island React hydrates there (island.tsx).
import { ContactForm } from "#app/components/visitor-forms/contact-form.tsx";
import type { IslandProps } from "./island.tsx";
import { FormIsland, type FormIslandData } from "./form-island.tsx";

export default function ContactIsland(props: IslandProps<FormIslandData>) {
  return (
    <FormIsland {...props}>
      <ContactForm showHeading={false} />
    </FormIsland>
  );
}
