// The member | volunteer applications of /join-us, the island React hydrates there (island.tsx).
import { JoinUsTabs } from "#app/components/visitor-forms/join-us-tabs.tsx";
import type { IslandProps } from "./island.tsx";
import { FormIsland, type FormIslandData } from "./form-island.tsx";

export default function JoinUsIsland(props: IslandProps<FormIslandData>) {
  return (
    <FormIsland {...props}>
      <JoinUsTabs />
    </FormIsland>
  );
}
