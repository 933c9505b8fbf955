// One team member: placeholder portrait, name, role and a short biography.
import type { TeamMember } from "#app/content/schema/pages.ts";
import { PlaceholderImage } from "#app/components/ui/placeholder-image.tsx";

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="p-6">
        <h3 className="text-xl font-bold text-ink">{member.name}</h3>
        <p className="font-semibold text-brand-700">{member.role}</p>
        <p className="mt-3 text-ink-muted">{member.bio}</p>
      </div>
      {/* Last in reading order so the heading comes first; drawn on top by order-first. */}
      <PlaceholderImage title={member.image.title} alt={member.image.alt} ratio={4 / 3} className="order-first aspect-[4/3] w-full" />
    </article>
  );
}
